/** The home page's name where a path needs a segment: /welcome/pages/home, /api/pages/home (and /Home redirects to /). */
export const HOME_PAGE_NAME = "home";

/**
 * "/Transport", "Transport", "transport/" → "transport". The home page's key is "" (as the menu's links have it);
 * its name "home" finds it too (no page can take that name: /Home is an alias of /).
 */
export const pathKeyOf = (path: string) => {
  const key = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  return key === HOME_PAGE_NAME ? "" : key;
};

/** The segment that names a page in the dashboard's and the API's addresses: "/Transport" → "Transport", "/" → "home". */
export const pageAddress = (path: string) => path.replace(/^\/+/, "") || HOME_PAGE_NAME;
