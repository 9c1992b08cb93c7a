import { getTableColumns, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './tables';
import { PUBLIC_TABLES } from './public-tables';
import { noteStatement, TABLE_NAMES, tablesNamedIn, trackTableReads } from './read-tracking.server';

describe('read tracking', () => {
  it('finds the tables a statement names, quoted or bare, and nothing else', () => {
    expect(tablesNamedIn('select "products"."id", "images"."width" from "products" left join "images" on "images"."id" = "products"."image_id" where "products"."shop_id" = $1'))
      .toEqual(['products', 'images']);
    expect(tablesNamedIn('SELECT min(published_at) FROM blog_posts WHERE shop_id = $1')).toEqual(['blog_posts']);
    expect(tablesNamedIn('select 1')).toEqual([]);
  });

  it('relies on no column being named like a table', () => {
    for (const table of Object.values(schema).filter((value) => isTable(value))) {
      for (const column of Object.values(getTableColumns(table))) expect(TABLE_NAMES.has(column.name), column.name).toBe(false);
    }
  });

  it('knows every table the public list names', () => {
    for (const table of PUBLIC_TABLES) expect(TABLE_NAMES.has(table), table).toBe(true);
  });

  it('notes statements only inside tracked work, including work started from it', async () => {
    const outer = new Set<string>();
    noteStatement('select * from "orders"');
    await trackTableReads(outer, async () => {
      noteStatement('select * from "products"');
      await new Promise((resolve) => setTimeout(resolve, 1));
      await Promise.resolve().then(() => noteStatement('select * from "categories"'));
    });
    expect([...outer].sort()).toEqual(['categories', 'products']);
  });

  it('keeps noting for work still under way when other tracked work ends, and starts again after none was', async () => {
    const first = new Set<string>();
    const second = new Set<string>();
    let finishSecond!: () => void;
    const secondDone = trackTableReads(second, async () => {
      await new Promise<void>((resolve) => { finishSecond = resolve; });
      noteStatement('select * from "images"');
    });
    await trackTableReads(first, async () => { noteStatement('select * from "products"'); });
    finishSecond();
    await secondDone;
    noteStatement('select * from "orders"');
    const third = new Set<string>();
    await trackTableReads(third, async () => {
      await Promise.resolve();
      noteStatement('select * from "categories"');
    });
    expect([[...first], [...second], [...third]]).toEqual([['products'], ['images'], ['categories']]);
  });
});
