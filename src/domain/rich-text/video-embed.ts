/**
 * Embeddable addresses for videos pasted by shop owners (spec §3, §5: a video is valid
 * only if its link converts). Supported: YouTube (watch, youtu.be, shorts, live, embed;
 * with an optional start time) and Vimeo (public, unlisted with hash, player links).
 *
 * The embed address is rebuilt from the video id alone, never copied from the input, so
 * nothing a shop owner typed reaches the iframe except a checked id. YouTube videos use
 * the youtube-nocookie.com host so that a product page sets no tracking cookies until the
 * shopper plays the video.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATH_PREFIXES = new Set(['shorts', 'embed', 'live', 'v']);

function parseUrl(input: string): URL | null {
  const text = input.trim();
  if (text === '' || text.length > 2000) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** `90`, `90s`, `1m30s` or `1h2m3s` → seconds; 0 when absent or unreadable. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return Number.isSafeInteger(total) ? total : 0;
}

function youtubeId(url: URL, host: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0];
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (segments[0] && YOUTUBE_PATH_PREFIXES.has(segments[0])) return segments[1];
  return undefined;
}

function youtubeEmbed(url: URL, host: string): string | null {
  const id = youtubeId(url, host);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
}

function vimeoEmbed(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash = url.searchParams.get('h') ?? undefined;
  if (host === 'player.vimeo.com') {
    if (segments[0] === 'video') id = segments[1];
  } else if (host === 'vimeo.com') {
    // Covers /123, /123/abcdef (unlisted), /channels/x/123, /groups/x/videos/123, /showcase/x/video/123.
    const at = segments.findIndex((segment) => VIMEO_ID.test(segment));
    id = at >= 0 ? segments[at] : undefined;
    hash ??= at >= 0 ? segments[at + 1] : undefined;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const h = hash && VIMEO_HASH.test(hash) ? `?h=${hash.toLowerCase()}` : '';
  return `https://player.vimeo.com/video/${id}${h}`;
}

/** The address to put in an iframe for a video link, or null when the link is not a supported video. */
export function toEmbeddableVideoUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m|music)\./, '');
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeoEmbed(parsed, host);
  return youtubeEmbed(parsed, host);
}

export function isValidVideoUrl(url: unknown): boolean {
  return toEmbeddableVideoUrl(url) !== null;
}
