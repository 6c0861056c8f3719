import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { ADMIN_PAGE_PATHS, ALIASES, CONTENT_PAGE_PATHS } from "./route-paths";

const RECORD_SECTIONS = ["students", "faculty", "alumni", "committee"] as const;

export default [
  index("routes/home.tsx"),
  // public pages with their own behaviour
  route("ContactUs", "routes/contact.tsx", { id: "contact-us" }),
  route("contact", "routes/contact.tsx", { id: "contact" }),
  route("Alumini", "routes/alumni.tsx"),
  route("Alumniregistration", "routes/alumni-registration.tsx"),
  route("Downloads", "routes/downloads.tsx", { id: "downloads" }),
  route("Download", "routes/downloads.tsx", { id: "download" }),
  route("Commite", "routes/committee.tsx"),
  route("Donate", "routes/donate.tsx"),
  route("Faq", "routes/faq.tsx"),
  route("Events", "routes/events.tsx"),
  route("Events/:slug", "routes/event.tsx"),
  route("News", "routes/news.tsx"),
  route("News/:slug", "routes/news-post.tsx"),
  route("Gallery", "routes/gallery.tsx"),
  route("search", "routes/search.tsx"),
  route("Onlineenquiryform", "routes/enquiry.tsx"),
  route("SubmittedSuccessfully", "routes/submitted-successfully.tsx"),
  route("Login", "routes/login.tsx"),
  route("Login/two-factor", "routes/login.two-factor.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:token", "routes/reset-password.tsx"),
  // first-run setup of a new install (refused without the console's one-time token, and once done)
  route("setup", "routes/setup.tsx"),
  // The administrator dashboard: a layout (guard, section navigation) around one route per section.
  route("welcome", "routes/welcome/layout.tsx", [
    index("routes/welcome/home.tsx"),
    ...RECORD_SECTIONS.flatMap((kind) => [
      route(kind, "routes/welcome/records-list.tsx", { id: `welcome-${kind}` }),
      route(`${kind}/new`, "routes/welcome/records-new.tsx", { id: `welcome-${kind}-new` }),
      route(`${kind}/:key`, "routes/welcome/records-edit.tsx", { id: `welcome-${kind}-edit` }),
    ]),
    route("alumni/pending", "routes/welcome/alumni-pending.tsx"),
    route("inbox", "routes/welcome/inbox.tsx"),
    route("inbox/export.csv", "routes/welcome/inbox-export.ts"),
    route("inbox/:id", "routes/welcome/inbox-item.tsx"),
    route("outbox", "routes/welcome/outbox.tsx"),
    route("gallery", "routes/welcome/gallery.tsx"),
    route("slides", "routes/welcome/slides.tsx"),
    route("news", "routes/welcome/news.tsx"),
    route("news/posts", "routes/welcome/news-posts.tsx"),
    route("news/posts/new", "routes/welcome/news-post-edit.tsx", { id: "welcome-news-post-new" }),
    route("news/posts/:id", "routes/welcome/news-post-edit.tsx", { id: "welcome-news-post-edit" }),
    route("pages", "routes/welcome/pages.tsx"),
    route("pages/:path", "routes/welcome/page-edit.tsx"),
    route("menu", "routes/welcome/menu.tsx"),
    route("pictures", "routes/welcome/pictures.tsx"),
    route("events", "routes/welcome/events.tsx"),
    route("events/new", "routes/welcome/event-edit.tsx", { id: "welcome-event-new" }),
    route("events/:id", "routes/welcome/event-edit.tsx", { id: "welcome-event-edit" }),
    route("documents", "routes/welcome/documents.tsx"),
    route("donation-items", "routes/welcome/donation-items.tsx"),
    route("settings", "routes/welcome/settings.tsx"),
    route("users", "routes/welcome/users.tsx"),
    route("account", "routes/welcome/account.tsx"),
    route("account/two-factor", "routes/welcome/account.two-factor.tsx"),
    route("account/sessions", "routes/welcome/account.sessions.tsx"),
    route("audit", "routes/welcome/audit.tsx"),
  ]),
  // The saved draft of a page in the public frame (signed-in only), outside the dashboard layout.
  route("welcome/pages/:path/preview", "routes/page-preview.tsx"),
  ...CONTENT_PAGE_PATHS.map((path) => route(path, "routes/content-page.tsx", { id: `content-${path}` })),
  ...ADMIN_PAGE_PATHS.map((path) => route(path, "routes/admin-page.tsx", { id: `admin-${path}` })),
  ...Object.keys(ALIASES).map((path) => route(path, "routes/alias.tsx", { id: `alias-${path}` })),
  // form posts that work without JavaScript (footer call-back form, logout, ...)
  route("forms/callback", "routes/forms.callback.tsx"),
  route("forms/logout", "routes/forms.logout.tsx"),
  route("visit", "routes/visit.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // Pages the office added (one word, such as /AnnualDay2026): looked up in the database, 404 when there is none.
  route(":page", "routes/content-page.tsx", { id: "added-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
