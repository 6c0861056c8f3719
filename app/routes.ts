import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { ADMIN_PAGE_PATHS, ALIASES, CONTENT_PAGE_PATHS } from "./route-paths";

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
  route("Gallery", "routes/gallery.tsx"),
  route("Onlineenquiryform", "routes/enquiry.tsx"),
  route("SubmittedSuccessfully", "routes/submitted-successfully.tsx"),
  route("Login", "routes/login.tsx"),
  route("Welcome", "routes/welcome.tsx"),
  ...CONTENT_PAGE_PATHS.map((path) => route(path, "routes/content-page.tsx", { id: `content-${path}` })),
  ...ADMIN_PAGE_PATHS.map((path) => route(path, "routes/admin-page.tsx", { id: `admin-${path}` })),
  ...Object.keys(ALIASES).map((path) => route(path, "routes/alias.tsx", { id: `alias-${path}` })),
  // form posts that work without JavaScript (footer call-back form, logout, ...)
  route("forms/callback", "routes/forms.callback.tsx"),
  route("forms/logout", "routes/forms.logout.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
