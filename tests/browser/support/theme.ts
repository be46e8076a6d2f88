import type { Page } from 'playwright-core';

/**
 * Sets theme="dark" on every widget element of the page (or, with `undefined`, takes the theme off
 * again) and waits until the colour transitions it starts have finished (decision 036). The theme is the host's attribute read by the stylesheet
 * alone (`:host([theme=dark])`), so the dark styles apply without a render and one set-up can be
 * measured light, then dark. Switching at run time also checks what a page toggling its own dark
 * mode shows.
 */
export async function switchTheme(page: Page, theme: 'dark' | undefined): Promise<void> {
  await page.evaluate(async (theme) => {
    const hosts = [...document.querySelectorAll('agent-chat, agent-chat-launcher, agent-bot-list')];
    for (const host of hosts) {
      if (theme) host.setAttribute('theme', theme);
      else host.removeAttribute('theme');
    }
    // Controls with colour transitions reach their new colours 150 ms later: measure after.
    const transitions = hosts
      .flatMap((host) => host.shadowRoot?.getAnimations() ?? [])
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, theme);
}
