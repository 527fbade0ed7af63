import { Suspense, useState } from 'react';
import { LoginPage } from '../features/auth/components/login-page';
import type { LegalKind } from '../features/legal/components/legal-dialog';
import { lazyOnDemand } from '../lib/on-demand';
import { useNeededOnce } from '../lib/use-needed-once';

// Loaded when a consent link is first followed (docs/decisions/0037).
const LegalDialog = lazyOnDemand(() => import('../features/legal/components/legal-dialog').then((m) => m.LegalDialog));

/** The login page with the privacy policy and terms of use dialogs its consent links open. */
export function LoginScreen({ redirect }: { redirect?: string }) {
  const [legal, setLegal] = useState<LegalKind | null>(null);
  const legalDialog = useNeededOnce(legal !== null);
  return (
    <>
      <LoginPage redirect={redirect} onOpenLegal={setLegal} />
      {legalDialog && (
        <Suspense fallback={null}>
          <LegalDialog kind={legal} onClose={() => setLegal(null)} />
        </Suspense>
      )}
    </>
  );
}
