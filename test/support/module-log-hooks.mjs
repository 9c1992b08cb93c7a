// The loader hooks of module-log.mjs (they run on a thread of their own): one line per module loaded.
import fs from 'node:fs';

let file = '';

export function initialize(data) {
  file = data.file;
}

export async function load(url, context, nextLoad) {
  fs.appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
