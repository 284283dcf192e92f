import { useEffect, useSyncExternalStore } from 'react';
import { INSTALL_PROMPT_DISMISS_MS } from '../../lib/constants';
import { installPrompt } from '../../lib/install-prompt';
import { ui } from '../../lib/texts';
import { Button } from '../../design';

/**
 * §2: the install banner on / for browsers that offer installation, and the iOS instructions. Both can be
 * dismissed and vanish after 30 seconds.
 */
export function InstallBanner() {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, () => null);
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => installPrompt.dismiss(), INSTALL_PROMPT_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [offer]);
  if (!offer) return null;
  return (
    <section className="install-banner" aria-label={ui.installBanner}>
      <p>{offer === 'ios' ? ui.iosInstall : ui.installOffer}</p>
      <div className="install-actions">
        {offer === 'prompt' && (
          <Button variant="primary" onClick={() => void installPrompt.install()}>
            {ui.install}
          </Button>
        )}
        <Button variant="ghost" onClick={() => installPrompt.dismiss()}>
          {ui.dismissInstall}
        </Button>
      </div>
    </section>
  );
}
