import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from '../src/design';
import { ShareButton } from '../src/features/sharing/share-button';
import { ui } from '../src/lib/texts';

const setPointer = (coarse: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
};

describe('Share', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(navigator, { share: undefined, clipboard: undefined });
  });

  it('copies the link and says so in a toast that goes away', async () => {
    jest.useFakeTimers();
    setPointer(false);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText }, share: jest.fn() });
    render(
      <ToastProvider>
        <ShareButton path="/story-book/u1/b1" title="Pip at Sea" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: ui.shareBook('Pip at Sea') }));
    expect(await screen.findByRole('status')).toHaveTextContent(ui.linkCopied);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/story-book/u1/b1`);
    expect((navigator as unknown as { share: jest.Mock }).share).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("opens the phone's share sheet where there is one", async () => {
    setPointer(true);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share, clipboard: { writeText: jest.fn() } });
    render(
      <ToastProvider>
        <ShareButton path="/story-book/u1/b1" title="Pip at Sea" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: ui.shareBook('Pip at Sea') }));
    await act(async () => {});
    expect(share).toHaveBeenCalledWith({
      title: 'Pip at Sea',
      url: `${window.location.origin}/story-book/u1/b1`,
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    setPointer(false);
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    render(
      <ToastProvider>
        <ShareButton path="/story-book/u1/b1" title="Pip at Sea" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: ui.shareBook('Pip at Sea') }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      ui.linkNotCopied(`${window.location.origin}/story-book/u1/b1`),
    );
  });
});
