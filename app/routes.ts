import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { PREFIXED_LANGUAGES } from "./kernel/i18n/languages";

import { ADMIN_PAGE_PATHS } from "./modules/pages/route-paths";

const RECORD_SECTIONS = ["students", "faculty", "alumni", "committee"] as const;

/** The public pages: at their spec paths in English, and again under each other language's prefix (/hi/Transport). */
const publicPages = [
  index("modules/home/routes/home.tsx"),
  // public pages with their own behaviour
  route("ContactUs", "modules/contact/routes/contact.tsx", { id: "contact-us" }),
  route("contact", "modules/contact/routes/contact.tsx", { id: "contact" }),
  route("Alumini", "modules/records/routes/alumni.tsx"),
  route("Alumniregistration", "modules/records/routes/alumni-registration.tsx"),
  route("Downloads", "modules/documents/routes/downloads.tsx", { id: "downloads" }),
  route("Download", "modules/documents/routes/downloads.tsx", { id: "download" }),
  route("Commite", "modules/records/routes/committee.tsx"),
  route("Ourfaculty", "modules/records/routes/faculty.tsx"),
  route("Donate", "modules/donations/routes/donate.tsx"),
  route("Faq", "modules/pages/routes/faq.tsx"),
  route("Events", "modules/events/routes/events.tsx"),
  route("Holidays", "modules/events/routes/holidays.tsx"),
  route("Events/:slug", "modules/events/routes/event.tsx"),
  route("News", "modules/news/routes/news.tsx"),
  route("News/:slug", "modules/news/routes/news-post.tsx"),
  route("Gallery", "modules/gallery/routes/gallery.tsx"),
  route("Gallery/:id", "modules/gallery/routes/gallery-picture.tsx"),
  route("search", "modules/search/routes/search.tsx"),
  route("Onlineenquiryform", "modules/enquiries/routes/enquiry.tsx"),
  route("admissions/apply", "modules/admissions/routes/apply.tsx"),
  route("admissions/apply/submitted", "modules/admissions/routes/apply-submitted.tsx"),
  route("admissions/apply/:step", "modules/admissions/routes/apply-step.tsx"),
  route("admissions/resume/:token", "modules/admissions/routes/resume.tsx"),
  route("admissions/status", "modules/admissions/routes/status.tsx"),
  route("admissions/status/offer-letter", "modules/admissions/routes/status-offer-letter.ts"),
  route("admissions/rte", "modules/admissions/routes/rte.tsx"),
  route("SubmittedSuccessfully", "modules/contact/routes/submitted-successfully.tsx"),
  route("mandatory-public-disclosure", "modules/disclosure/routes/mandatory-public-disclosure.tsx"),
  route("forms/callback", "modules/contact/routes/forms.callback.tsx"),
  route("privacy", "modules/notices/routes/notice.tsx", { id: "privacy" }),
  route("accessibility", "modules/notices/routes/notice.tsx", { id: "accessibility" }),
];

/** The same page under a language's prefix, with its own route id. */
const inLanguage = (code: string, entry: RouteConfigEntry): RouteConfigEntry => ({
  id: `${code}/${entry.id ?? entry.file.replace(/\.[jt]sx?$/, "")}`,
  file: entry.file,
  path: entry.index ? code : `${code}/${entry.path}`,
});

export default [
  ...publicPages,
  route("Login", "modules/accounts/routes/login.tsx"),
  route("Login/two-factor", "modules/accounts/routes/login.two-factor.tsx"),
  route("forgot-password", "modules/accounts/routes/forgot-password.tsx"),
  route("reset-password/:token", "modules/accounts/routes/reset-password.tsx"),
  // first-run setup of a new install (refused without the console's one-time token, and once done)
  route("setup", "modules/accounts/routes/setup.tsx"),
  // The administrator dashboard: a layout (guard, section navigation) around one route per section.
  route("welcome", "modules/dashboard/routes/welcome.layout.tsx", { id: "dashboard" }, [
    index("modules/dashboard/routes/welcome.home.tsx", { id: "welcome-home" }),
    ...RECORD_SECTIONS.flatMap((kind) => [
      route(kind, "modules/records/routes/welcome.records-list.tsx", { id: `welcome-${kind}` }),
      route(`${kind}/new`, "modules/records/routes/welcome.records-new.tsx", { id: `welcome-${kind}-new` }),
      route(`${kind}/:key`, "modules/records/routes/welcome.records-edit.tsx", { id: `welcome-${kind}-edit` }),
    ]),
    route("students/:key/photo", "modules/records/routes/welcome.student-photo.ts"),
    route("alumni/pending", "modules/records/routes/welcome.alumni-pending.tsx"),
    route("inbox", "modules/help-desk/routes/welcome.inbox.tsx"),
    route("inbox/export.csv", "modules/help-desk/routes/welcome.inbox-export.ts"),
    route("inbox/:id", "modules/help-desk/routes/welcome.inbox-item.tsx"),
    route("outbox", "modules/mail/routes/welcome.outbox.tsx"),
    route("admissions", "modules/admissions/routes/welcome.admissions.tsx"),
    route("admissions/settings", "modules/admissions/routes/welcome.admissions-settings.tsx"),
    route("admissions/seats", "modules/admissions/routes/welcome.admissions-seats.tsx"),
    route("admissions/export", "modules/admissions/routes/welcome.admissions-export.ts"),
    route("admissions/payments", "modules/admissions/routes/welcome.admissions-payments.tsx"),
    route("admissions/messages", "modules/admissions/routes/welcome.admissions-messages.tsx"),
    route("admissions/rte", "modules/admissions/routes/welcome.admissions-rte.tsx"),
    route("admissions/:number", "modules/admissions/routes/welcome.admission.tsx"),
    route("admissions/:number/documents/:id", "modules/admissions/routes/welcome.admission-document.ts"),
    route("admissions/:number/offer-letter", "modules/admissions/routes/welcome.admission-offer-letter.ts"),
    route("gallery", "modules/gallery/routes/welcome.gallery.tsx"),
    route("slides", "modules/slides/routes/welcome.slides.tsx"),
    route("news", "modules/news/routes/welcome.news.tsx"),
    route("alerts", "modules/alerts/routes/welcome.alerts.tsx"),
    route("alerts/:id", "modules/alerts/routes/welcome.alert-edit.tsx"),
    route("news/posts", "modules/news/routes/welcome.news-posts.tsx"),
    route("news/posts/new", "modules/news/routes/welcome.news-post-edit.tsx", { id: "welcome-news-post-new" }),
    route("news/posts/:id", "modules/news/routes/welcome.news-post-edit.tsx", { id: "welcome-news-post-edit" }),
    route("pages", "modules/pages/routes/welcome.pages.tsx"),
    route("pages/translations", "modules/pages/routes/welcome.page-translations.tsx"),
    route("pages/translations/texts", "modules/pages/routes/welcome.text-translations.tsx"),
    route("pages/:path", "modules/pages/routes/welcome.page-edit.tsx"),
    route("menu", "modules/pages/routes/welcome.menu.tsx"),
    route("pictures", "modules/pictures/routes/welcome.pictures.tsx"),
    route("events", "modules/events/routes/welcome.events.tsx"),
    route("events/new", "modules/events/routes/welcome.event-edit.tsx", { id: "welcome-event-new" }),
    route("events/:id", "modules/events/routes/welcome.event-edit.tsx", { id: "welcome-event-edit" }),
    route("documents", "modules/documents/routes/welcome.documents.tsx"),
    route("disclosure", "modules/disclosure/routes/welcome.disclosure.tsx"),
    route("donation-items", "modules/donations/routes/welcome.donation-items.tsx"),
    route("search", "modules/search/routes/welcome.search-words.tsx"),
    route("settings", "modules/site/routes/welcome.settings.tsx"),
    route("users", "modules/accounts/routes/welcome.users.tsx"),
    route("account", "modules/accounts/routes/welcome.account.tsx"),
    route("account/two-factor", "modules/accounts/routes/welcome.account.two-factor.tsx"),
    route("account/sessions", "modules/accounts/routes/welcome.account.sessions.tsx"),
    route("audit", "modules/audit/routes/welcome.audit.tsx"),
    route("visits", "modules/visitors/routes/welcome.visits.tsx"),
    route("visits/export.csv", "modules/visitors/routes/welcome.visits-export.ts"),
  ]),
  // The saved draft of a page in the public frame (signed-in only), outside the dashboard layout.
  route("welcome/pages/:path/preview", "modules/pages/routes/page-preview.tsx"),
  ...ADMIN_PAGE_PATHS.map((path) => route(path, "modules/dashboard/routes/admin-page.tsx", { id: `admin-${path}` })),
  // form posts that work without JavaScript (the footer's call-back form is a public page above; logout, ...)
  route("forms/logout", "modules/accounts/routes/forms.logout.tsx"),
  route("robots.txt", "modules/site/routes/robots.ts"),
  route("sitemap.xml", "modules/site/routes/sitemap.ts"),
  route("mandatory-public-disclosure.pdf", "modules/disclosure/routes/mandatory-public-disclosure.pdf.ts"),
  // Pages drawn from page records (the spec's /Transport and the office's /AnnualDay2026) and the aliases of the
  // spec's spellings: one route looks each up, since every route is tried and built again on each request.
  route(":page", "modules/pages/routes/content-page.tsx", { id: "added-page" }),
  route("*", "modules/site/routes/not-found.tsx"),
  // The root loader answers 404 for a language the office has not switched on.
  ...PREFIXED_LANGUAGES.flatMap((code) => [
    ...publicPages.map((entry) => inLanguage(code, entry)),
    route(`${code}/:page`, "modules/pages/routes/content-page.tsx", { id: `${code}/added-page` }),
    route(`${code}/*`, "modules/site/routes/not-found.tsx", { id: `${code}/not-found` }),
  ]),
] satisfies RouteConfig;
