/** The cookie that takes a returning visitor's next visit to "/" to the home page in the language last chosen. */
export const LANGUAGE_COOKIE = "site_language";

/** A click on the language switcher remembers the language for a year (read only on the home page's address). */
export function rememberLanguageChoice(root: ParentNode) {
  root.querySelectorAll<HTMLAnchorElement>("a[data-language]").forEach((link) =>
    link.addEventListener("click", () => {
      document.cookie = `${LANGUAGE_COOKIE}=${link.dataset.language}; path=/; max-age=31536000; samesite=lax`;
    }),
  );
}
