import { ui } from '../../lib/texts';
import { Button, useToast } from '../../design';

interface Navigator {
  share?: (data: { title?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Shares a book's link: the system's share sheet on a phone (the Web Share API, where there is a touch
 * screen), else the link copied with a toast that says so. The link opens the book for anyone who has it.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const toast = useToast();

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    const nav = window.navigator as Navigator;
    const phone = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    if (phone && nav.share) {
      // A cancelled share sheet rejects: nothing to say then.
      await nav.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await nav.clipboard?.writeText(url);
      toast(ui.linkCopied);
    } catch {
      toast(ui.linkNotCopied(url));
    }
  };

  return (
    <Button className="share-button" aria-label={ui.shareBook(title)} onClick={() => void share()}>
      {ui.share}
    </Button>
  );
}
