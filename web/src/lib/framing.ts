/** True when the portal is shown inside another page's frame. */
export function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent makes `window.top` unreadable in some browsers: that is framed too.
    return true;
  }
}
