import { getCurrency } from '@/lib/data/wallet';
import { getViewer } from '@/lib/data/viewer';
import { IntlScope } from '@/components/account/intl-scope';
import { RealityCheck } from './reality-check';

/** The reality check on a game page, for a signed-in member only; only its own words travel to the browser. */
export async function RealityCheckMount() {
  const viewer = await getViewer();
  if (!viewer.loggedIn) return null;
  return (
    <IntlScope namespaces={['realityCheck']}>
      <RealityCheck currency={await getCurrency()} />
    </IntlScope>
  );
}
