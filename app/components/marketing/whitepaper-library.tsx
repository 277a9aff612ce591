import { WhitepaperAccessForm } from './forms/whitepaper-access-form.tsx';
import { useWhitepaperAccess } from './forms/use-whitepaper-access.ts';

/** The whitepaper access form with its state (loaded when first used or when idle: `deferred`). */
export function WhitepaperAccess() {
  const access = useWhitepaperAccess();
  return <WhitepaperAccessForm form={access} />;
}
