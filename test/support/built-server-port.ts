import type { ChildProcess } from 'node:child_process';

/**
 * The port a built server started as a child process (`node dist/server/main.js` with PORT=0)
 * says it is ready on; rejects with what it printed when it exits first or says nothing in a minute.
 */
export function builtServerPort(child: ChildProcess): Promise<number> {
  let output = '';
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}
