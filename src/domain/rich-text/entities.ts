import { parseImageRef } from '../media/image-ref';
import { toEmbeddableVideoUrl } from './video-embed';

/** Entity types of the rich-text model (spec §3); any other type is warned about and skipped. */
export const ENTITY_TYPES = ['LINK', 'SEPARATOR', 'IMAGE', 'VIDEO', 'TABLE'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_MUTABILITIES = ['IMMUTABLE', 'MUTABLE', 'SEGMENTED'] as const;
export type EntityMutability = (typeof ENTITY_MUTABILITIES)[number];

export const ALIGNMENTS = ['left', 'right', 'center', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
/** Spec §9: content blocks are centred unless told otherwise. */
export const DEFAULT_ENTITY_ALIGNMENT: Alignment = 'center';

export interface LinkData {
  url: string;
  newTab: boolean;
  /** 1 draws the link as a filled button; 0 is a plain link. */
  design: number;
}

/** Where an image file is and what is known about it (spec §3 "image source"). */
export interface ImageSource {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
  /** CSS `#rrggbb`. */
  dominantColor?: string;
}

export interface ResponsiveImageSource {
  url: string;
  width: number;
}

export interface ImageData {
  source: ImageSource;
  /** Where a click on the image leads, if anywhere. */
  url?: string;
  /** '-' when the editor gave none (spec §3). */
  alt: string;
  title?: string;
  align: Alignment;
  srcSet?: ResponsiveImageSource[];
}

export interface VideoData {
  /** The address as entered; render through `toEmbeddableVideoUrl`. */
  url: string;
  align: Alignment;
}

export const TABLE_HEADER_STYLES = ['none', 'top', 'left', 'top-left'] as const;
export type TableHeaderStyle = (typeof TABLE_HEADER_STYLES)[number];

export interface TableCell {
  content: string;
  /** A palette colour name (see styles.ts); anything else is ignored when rendering. */
  backgroundColor?: string;
}

export interface TableData {
  /** Placement of the table in the column; `justify` stretches it to the full width. */
  align: Alignment;
  /** Percent of the column (1–100); absent means as wide as the content needs. */
  tableWidth?: number;
  headerStyle: TableHeaderStyle;
  rows: number;
  columns: number;
  /** Keyed by `tableCellKey(row, column)`, both counted from 0. */
  cells: Record<string, TableCell>;
}

export const MAX_TABLE_ROWS = 100;
export const MAX_TABLE_COLUMNS = 20;

export function tableCellKey(row: number, column: number): string {
  return `${row}-${column}`;
}

interface EntityOf<T extends EntityType, D> {
  type: T;
  mutability: EntityMutability;
  data: D;
}

export type LinkEntity = EntityOf<'LINK', LinkData>;
export type SeparatorEntity = EntityOf<'SEPARATOR', Record<string, never>>;
export type ImageEntity = EntityOf<'IMAGE', ImageData>;
export type VideoEntity = EntityOf<'VIDEO', VideoData>;
export type TableEntity = EntityOf<'TABLE', TableData>;
export type RichTextEntity = LinkEntity | SeparatorEntity | ImageEntity | VideoEntity | TableEntity;

type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function positiveInt(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= max ? n : undefined;
}

function parseImageSource(raw: unknown): ImageSource | null {
  const fields: Raw = isRecord(raw) ? raw : { url: raw };
  const url = text(fields.url);
  if (!url) return null;
  // An image reference carries its own size and colour; explicit fields win over it.
  const ref = parseImageRef(url);
  const source: ImageSource = { url };
  const width = positiveInt(fields.width) ?? ref?.width;
  const height = positiveInt(fields.height) ?? ref?.height;
  const alt = text(fields.alt);
  const color = typeof fields.dominantColor === 'string' && /^#[0-9a-f]{6}$/i.test(fields.dominantColor)
    ? fields.dominantColor.toLowerCase()
    : ref?.dominantColor;
  if (width !== undefined) source.width = width;
  if (height !== undefined) source.height = height;
  if (alt !== undefined) source.alt = alt;
  if (color !== undefined) source.dominantColor = color;
  return source;
}

function parseSrcSet(raw: unknown): ResponsiveImageSource[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const sources = raw.flatMap((entry): ResponsiveImageSource[] => {
    if (!isRecord(entry)) return [];
    const url = text(entry.url);
    const width = positiveInt(entry.width);
    return url && width ? [{ url, width }] : [];
  });
  return sources.length > 0 ? sources : undefined;
}

function parseImageData(data: Raw): ImageData | string {
  // Editors differ in what they call the file; `src` is accepted as another name for `source`.
  const source = parseImageSource(data.source ?? data.src);
  if (!source) return 'image without a source';
  const image: ImageData = { source, alt: text(data.alt) ?? source.alt ?? '-', align: oneOf(ALIGNMENTS, data.align, DEFAULT_ENTITY_ALIGNMENT) };
  const url = text(data.url);
  const title = text(data.title);
  const srcSet = parseSrcSet(data.srcSet);
  if (url !== undefined) image.url = url;
  if (title !== undefined) image.title = title;
  if (srcSet !== undefined) image.srcSet = srcSet;
  return image;
}

function parseTableData(data: Raw): TableData | string {
  const rows = positiveInt(data.rows, MAX_TABLE_ROWS);
  const columns = positiveInt(data.columns, MAX_TABLE_COLUMNS);
  if (!rows || !columns) return `table size must be 1–${MAX_TABLE_ROWS} rows and 1–${MAX_TABLE_COLUMNS} columns`;
  const cells: Record<string, TableCell> = {};
  const rawCells = isRecord(data.cells) ? data.cells : {};
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const key = tableCellKey(row, column);
      const cell = rawCells[key];
      if (!isRecord(cell)) continue;
      const content = typeof cell.content === 'string' ? cell.content : '';
      const backgroundColor = text(cell.backgroundColor);
      cells[key] = backgroundColor ? { content, backgroundColor } : { content };
    }
  }
  const table: TableData = {
    align: oneOf(ALIGNMENTS, data.align, DEFAULT_ENTITY_ALIGNMENT),
    headerStyle: oneOf(TABLE_HEADER_STYLES, data.headerStyle, 'none'),
    rows,
    columns,
    cells,
  };
  const width = positiveInt(data.tableWidth, 100);
  if (width !== undefined) table.tableWidth = width;
  return table;
}

/**
 * A validated entity with defaults filled in, or a reason why it was refused. The reason
 * is for the warning the document parser logs; a refused entity is left out of the map.
 */
export function parseEntity(raw: unknown): RichTextEntity | string {
  if (!isRecord(raw)) return 'entity is not an object';
  const type = raw.type;
  const mutability = oneOf(ENTITY_MUTABILITIES, raw.mutability, 'IMMUTABLE');
  const data: Raw = isRecord(raw.data) ? raw.data : {};
  switch (type) {
    case 'LINK': {
      const url = text(data.url);
      if (!url) return 'link without an address';
      const design = positiveInt(data.design) ?? 0;
      return { type, mutability, data: { url, newTab: data.newTab === true, design } };
    }
    case 'SEPARATOR':
      return { type, mutability, data: {} };
    case 'IMAGE': {
      const image = parseImageData(data);
      return typeof image === 'string' ? image : { type, mutability, data: image };
    }
    case 'VIDEO': {
      const url = text(data.url);
      if (!url || toEmbeddableVideoUrl(url) === null) return 'video link not valid';
      return { type, mutability, data: { url, align: oneOf(ALIGNMENTS, data.align, DEFAULT_ENTITY_ALIGNMENT) } };
    }
    case 'TABLE': {
      const table = parseTableData(data);
      return typeof table === 'string' ? table : { type, mutability, data: table };
    }
    default:
      return `unknown entity type "${String(type).slice(0, 40)}"`;
  }
}
