/**
 * A stand-in for page-flip in jsdom, which has no layout to turn pages in: one page at a time (as on a narrow
 * screen), turned at once, with the events the flip-book listens to.
 */
type Listener = (event: { data: unknown }) => void;

export class PageFlip {
  static instances: PageFlip[] = [];
  static latest = () => PageFlip.instances[PageFlip.instances.length - 1]!;
  index = 0;
  destroyed = false;
  private pages: HTMLElement[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    readonly block: HTMLElement,
    readonly settings: Record<string, unknown>,
  ) {
    PageFlip.instances.push(this);
  }

  loadFromHTML(pages: HTMLElement[]) {
    this.pages = [...pages];
    this.pages.forEach((page) => this.block.appendChild(page));
    this.show();
  }

  on(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }

  flipNext() {
    this.go(this.index + 1);
  }

  flipPrev() {
    this.go(this.index - 1);
  }

  flip(page: number) {
    this.go(page);
  }

  getOrientation() {
    return 'portrait';
  }

  getRender() {
    return { render: () => {} };
  }

  destroy() {
    this.destroyed = true;
    this.block.remove();
  }

  private go(index: number) {
    if (index < 0 || index >= this.pages.length) return;
    this.index = index;
    this.show();
    this.listeners.get('flip')?.forEach((listener) => listener({ data: index }));
  }

  private show() {
    this.pages.forEach((page, i) => (page.style.display = i === this.index ? 'block' : 'none'));
  }
}
