import { describe, expect, it } from 'vitest';
import { tellingWords } from './blog-related.service';

describe('tellingWords', () => {
  it('keeps the words that say what a post is about, in title order, without repeats', () => {
    expect(tellingWords('Sehari bersama perajin tenun ikat Sumba')).toEqual(['perajin', 'tenun', 'ikat', 'sumba']);
    expect(tellingWords('How to care for a batik shirt so its colours last')).toEqual(['batik', 'shirt', 'colours', 'last']);
    expect(tellingWords('Kopi, kopi & KOPI!')).toEqual(['kopi']);
  });

  it('stops at five words', () => {
    expect(tellingWords('satu1 dua22 tiga3 empat lima5 enam6 tujuh')).toHaveLength(5);
  });
});
