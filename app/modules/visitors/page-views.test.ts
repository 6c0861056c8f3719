import { describe, expect, it } from "vitest";
import { countedPage } from "./page-views.server";

const counted = (path: string, query = "", purpose?: string) => countedPage(path, new URLSearchParams(query), purpose);

describe("which requests count as a page view", () => {
  it("counts public pages, their .data on a move between pages, and names the page without it", () => {
    expect(counted("/Faq")).toBe("/Faq");
    expect(counted("/")).toBe("/");
    expect(counted("/hi/Transport/")).toBe("/hi/Transport");
    expect(counted("/Events.data")).toBe("/Events");
    expect(counted("/_root.data")).toBe("/");
  });

  it("leaves out the dashboard, sign-in, secret links, files, the framework's own requests and revalidations", () => {
    for (const path of [
      "/welcome",
      "/welcome/visits",
      "/Login",
      "/reset-password/abc",
      "/admissions/resume/token123",
      "/api/news",
      "/media/x.jpg",
      "/sitemap.xml",
      "/__manifest",
      "/visit",
      "/assets/site.js",
    ])
      expect(counted(path), path).toBeUndefined();
    expect(counted("/Faq.data", "_routes=routes/faq")).toBeUndefined();
    expect(counted("/Faq.data", "", "prefetch")).toBeUndefined();
  });
});
