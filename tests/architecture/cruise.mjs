/**
 * Runs dependency-cruiser over the repository with .dependency-cruiser.cjs and prints the
 * result as JSON. A separate process because dependency-cruiser ships ES modules only, which
 * jest's CommonJS runtime cannot load; boundaries.test.ts runs this and reads stdout.
 */
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const roots = ['platform', 'lib', 'components', 'app', 'scripts'];
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig('tsconfig.json');
const { output } = await cruise(roots, { ...options, validate: true, outputType: 'json' }, {}, { tsConfig });
process.stdout.write(typeof output === 'string' ? output : JSON.stringify(output));
