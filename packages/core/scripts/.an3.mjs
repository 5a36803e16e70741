import { build } from 'vite';
import { writeFileSync, rmSync } from 'node:fs';
const names = process.argv.slice(2);
for (const name of names) {
  writeFileSync('scripts/.e.js', `import { ${name} } from '@d2d/contract'; console.log(${name});`);
  const result = await build({ root: '.', logLevel: 'silent', configFile: false,
    resolve: { conditions: ['import', 'module', 'browser', 'default'] },
    build: { write: false, minify: true, lib: { entry: 'scripts/.e.js', formats: ['es'], fileName: 'x' } } });
  const chunk = result[0].output.find((o) => o.isEntry);
  const zod = Object.entries(chunk.modules).filter(([id]) => id.includes('zod')).reduce((a, [, m]) => a + m.renderedLength, 0);
  console.log(name, chunk.code.length, 'zod', zod);
}
rmSync('scripts/.e.js');
