// Spec §8 "Script initialisation failure → tries backup scripts, else logs an error and
// rethrows". The page does not name its entry script in a plain <script src>: a small inline
// loader (allowed by the Content-Security-Policy through its hash, so its text never changes)
// reads the addresses from SCRIPT_LIST_ID and loads the first. When that one does not load, or
// loads but cannot start (it calls SCRIPT_BACKUP_GLOBAL), the next address is tried; after the
// last, the loader logs, reports (spec §7, without the storefront's reporter, which never ran)
// and rethrows. The server-rendered page stays usable all the while (docs/decisions/0045).
// It starts once the page has been drawn with its first pictures, preloading the chunks listed
// in SCRIPT_PRELOADS_ID as it does (docs/decisions/0052).
import { ERROR_REPORT_PATH } from '../../domain/error-reports/error-report-path';

export const SCRIPT_LIST_ID = 'etalase-scripts';
/** The class a page's root carries while its script is expected (the marker script adds it; styles read `.js`). */
export const SCRIPTED_PAGE_CLASS = 'js';
/** The entry's and the screen's chunks, which the loader preloads as it starts the entry. */
export const SCRIPT_PRELOADS_ID = 'etalase-preloads';
/** `(error) => boolean`: tries the next address, true when there was one. */
export const SCRIPT_BACKUP_GLOBAL = 'etalaseNextScript';
/** The query that makes a backup address of the same asset skip every cache on the way. */
export const BACKUP_SCRIPT_QUERY = 'backup';

/** The longest the page's first pictures may hold its scripts back. */
export const PICTURES_WAIT_MS = 1500;
/** When a page drawn without frames (in the background) starts its scripts. */
export const FRAMELESS_WAIT_MS = 300;

export const SCRIPT_LOADER = `(function(){var d=document,w=window,l=JSON.parse(d.getElementById("${SCRIPT_LIST_ID}").textContent),i=0;`
  // A page whose script never starts is the server's page as it would be without scripts: the
  // SCRIPTED_PAGE_CLASS mark, which keeps later pictures hidden until the script fades them in, comes off.
  + `function go(e){if(i>=l.length){d.documentElement.classList.remove("${SCRIPTED_PAGE_CLASS}");var m="The storefront script could not start from "+l.join(", ")+"; the page stays as the server rendered it.";`
  + `console.error(m,e);try{navigator.sendBeacon("${ERROR_REPORT_PATH}",new URLSearchParams({m:m+" "+String(e&&e.message||e),t:"script",s:String(e&&e.stack||""),r:location.pathname}))}catch(x){}throw e}`
  + 'var s=d.createElement("script");s.type="module";s.src=l[i++];s.onerror=function(){go(new Error("The script "+s.src+" did not load."))};d.body.appendChild(s);return true}'
  + `w.${SCRIPT_BACKUP_GLOBAL}=function(e){return i<l.length&&go(e)};`
  // The scripts are asked for once the page has been drawn with its first pictures (those marked
  // `fetchpriority="high"`: the product's own, the first cards, the banner), two frames after the
  // last of them arrived or failed; a page without such pictures, two frames after it was first
  // drawn. On a slow network the markup's own pictures then have the connection to themselves,
  // and the page reads complete before it is taken over. Pictures that are slow to come hold the
  // scripts back at most PICTURES_WAIT_MS, and a page drawn in the background (no frames) starts
  // them after FRAMELESS_WAIT_MS. The entry is asked for first and the chunks it will need are
  // preloaded one task each: a fresh page's first requests cost Chromium several milliseconds
  // apiece, and fifteen of them in one task made the longest task before the page was taken over.
  + `var p=d.getElementById("${SCRIPT_PRELOADS_ID}"),b=0;function begin(){if(b++)return;`
  + 'go();var h=p?JSON.parse(p.textContent):[],j=0;(function next(){if(j>=h.length)return;var k=d.createElement("link");k.rel="modulepreload";k.href=h[j++];d.head.appendChild(k);setTimeout(next,0)})()}'
  + 'function drawn(){var r=w.requestAnimationFrame;if(r)r(function(){r(function(){setTimeout(begin,0)})})}'
  + 'var q=[].filter.call(d.querySelectorAll("img[fetchpriority=high]"),function(m){return!m.complete}),n=q.length;'
  + 'function one(){if(--n===0)drawn()}'
  + 'q.forEach(function(m){m.addEventListener("load",one);m.addEventListener("error",one)});if(!n)drawn();'
  + `setTimeout(begin,q.length?${PICTURES_WAIT_MS}:${FRAMELESS_WAIT_MS})})();`;

/** The entry, then its backups: the same asset with a cache-busting query, then the same path on each backup host. */
export function scriptAddresses(entry: string, backupHosts: readonly string[] = []): string[] {
  return [entry, `${entry}${entry.includes('?') ? '&' : '?'}${BACKUP_SCRIPT_QUERY}=1`, ...backupHosts.map((host) => `${host.replace(/\/+$/, '')}${entry}`)];
}
