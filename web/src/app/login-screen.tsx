import { useState } from 'react';
import { LoginPage } from '../features/auth/components/login-page';
import { LegalDialog, type LegalKind } from '../features/legal/components/legal-dialog';

/** The login page with the privacy policy and terms of use dialogs its consent links open. */
export function LoginScreen({ redirect }: { redirect?: string }) {
  const [legal, setLegal] = useState<LegalKind | null>(null);
  return (
    <>
      <LoginPage redirect={redirect} onOpenLegal={setLegal} />
      <LegalDialog kind={legal} onClose={() => setLegal(null)} />
    </>
  );
}
