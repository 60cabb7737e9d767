// npm run ops -- <command>: the operator's command line over the back-office API (/bo) of a
// running platform. The commands live in scripts/ops/, one file per area (scripts/ops/README.md).
import { runOps } from './ops/program';

runOps({ argv: process.argv.slice(2), env: process.env, out: (t) => console.log(t), err: (t) => console.error(t) }).then(
  (code) => process.exit(code),
  (e) => {
    console.error('error: unexpected failure:', e);
    process.exit(1);
  },
);
