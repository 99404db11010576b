/**
 * The help centre's articles (option-entry-and-platform.md §2: `/{locale}/help-center/{article}`,
 * built by shared-core `helpCenterLink`). The exchange's help centre is not part of this suite,
 * so the host serves the articles the widgets link to itself: a "learn more" link must open a
 * page that explains, not the trading page again.
 */

/** Article slug → its key in the host texts (`help.articles.<key>`). */
export const HELP_ARTICLES = {
  'reverse-position': 'reversePosition',
  'trailing-stop': 'trailingStop',
} as const;

export type HelpArticleKey = (typeof HELP_ARTICLES)[keyof typeof HELP_ARTICLES];

export interface HelpRoute {
  locale: string;
  /** The slug as written in the address. */
  article: string;
  /** Null when the host has no such article. */
  key: HelpArticleKey | null;
}

const HELP_PATH = /^\/([^/]+)\/help-center\/([^/]+)\/?$/;

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The help route of `pathname`, or null when it is not one. */
export function parseHelpRoute(pathname: string): HelpRoute | null {
  const match = HELP_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const locale = decode(match[1]);
  const article = decode(match[2]);
  if (locale === null || article === null) return null;
  const key = Object.prototype.hasOwnProperty.call(HELP_ARTICLES, article)
    ? HELP_ARTICLES[article as keyof typeof HELP_ARTICLES]
    : null;
  return { locale, article, key };
}
