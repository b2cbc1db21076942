import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueAreas } from '../../lingui.config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file.replace('<rootDir>/', '')), 'utf8');

describe('the area catalogues (record 0144)', () => {
  it.each(Object.entries(catalogueAreas))(
    "every module of the '%s' catalogue loads its pack before its texts are read",
    (area, files) => {
      for (const file of files) expect(read(file), file).toContain(`await loadArea('${area}');`);
    },
  );
});
