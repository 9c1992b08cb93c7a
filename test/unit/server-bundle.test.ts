import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { externalPackages, serverBuildOptions, undeclaredPackages } from '../../scripts/build-server.mjs';

const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

afterAll(() => esbuild.stop());

// Production installs only `dependencies` (npm ci --omit=dev) and runs dist/server/*.js.
describe('the compiled server', () => {
  it('imports at run time only packages listed in package.json dependencies', async () => {
    const result = await esbuild.build({ ...serverBuildOptions(), write: false, logLevel: 'silent' });
    const packages = externalPackages(result.metafile);
    expect(packages).toContain('fastify');
    // Pages render on Preact through the React names (docs/decisions/0052): it must ship.
    expect(packages).toContain('preact-render-to-string');
    expect(packages).not.toContain('react-dom');
    expect(undeclaredPackages(result.metafile, packageJson)).toEqual([]);
  });

  it('would be caught importing a development-only package', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-bundle-'));
    try {
      const entry = path.join(dir, 'entry.ts');
      fs.writeFileSync(entry, "import { build } from 'vite';\nimport Fastify from 'fastify';\nimport { readFileSync } from 'node:fs';\nconsole.log(build, Fastify, readFileSync);\n");
      const result = await esbuild.build({ ...serverBuildOptions(), entryPoints: [entry], outdir: dir, write: false, logLevel: 'silent' });
      expect(packageJson.devDependencies.vite).toBeDefined();
      expect(undeclaredPackages(result.metafile, packageJson)).toEqual(['vite']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
