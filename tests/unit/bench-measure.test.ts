// The bench reads the stage times `brokerdocs build --verbose` prints.
import { describe, expect, it } from 'vitest';
import { stagesOf } from '../bench/lib/measure.mjs';

describe('stage times of --verbose', () => {
  it('are read with or without the memory column, a stage printed twice adding up', () => {
    const output = ['  config                36.7 ms  70 MB', '  openapi: model and body   171.0 ms  128 MB', '  static                 2.6 ms  136 MB', '  static                 0.5 ms  139 MB', '  startup              120.3 ms', 'Built 24 pages into build in 1020 ms (0 errors, 0 warnings)'].join('\n');
    expect(stagesOf(output)).toEqual({ config: 36.7, 'openapi: model and body': 171, static: 3.1, startup: 120.3 });
  });
});
