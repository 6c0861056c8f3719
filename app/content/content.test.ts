import { describe, expect, it } from "vitest";
import { CONTENT_PAGE_PATHS } from "~/modules/pages/route-paths";
import { preview } from "~/kernel/text-preview";
import { publicAlumni } from "~/content/alumni";
import { SAMPLE_DOCUMENTS } from "~/content/sample-documents";
import { contentPages, findContentPage, specialPages } from "~/content/index";
import { TRANSPORT_POLICIES, TRANSPORT_TARIFF } from "~/content/transport";
import type { ContentPage } from "~/content/types";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";

// The pages' facts are tokens ({acres}, {classes}...) filled from the settings: read them as the sample school's.
const pageText = (page: ContentPage) => fillTokens(JSON.stringify(page), DEFAULT_SITE_SETTINGS);

describe("content pages", () => {
  it("has one page for every content path, found case-insensitively", () => {
    expect(contentPages).toHaveLength(CONTENT_PAGE_PATHS.length);
    for (const path of CONTENT_PAGE_PATHS) {
      expect(findContentPage(`/${path}`)?.path).toBe(`/${path}`);
      expect(findContentPage(`/${path.toLowerCase()}`)?.path).toBe(`/${path}`);
    }
    expect(findContentPage("/NoSuchPage")).toBeUndefined();
  });

  it("gives every page its own title and description", () => {
    expect(new Set(contentPages.map((p) => p.title)).size).toBe(contentPages.length);
    expect(new Set(contentPages.map((p) => p.description)).size).toBe(contentPages.length);
  });

  it.each([
    ["/Atglance", ["33", "acre"]],
    ["/Auditorium", ["300"]],
    ["/Transport", ["5 buses and 1 winger on 6 routes"]],
    [
      "/Library",
      [
        "Rs.1 per day",
        "three times the price of the latest edition",
        "Reference books, back volumes and journals",
        "ID card",
      ],
    ],
    [
      "/Boardingroom",
      [
        "over 700 people",
        "Seven cooks and 20 support staff",
        "five beds and 2 nurses",
        "2 ward boys",
        "changed weekly",
        "twice a week",
      ],
    ],
    ["/Vidhya", ["20,000 plus schools", "3,292,896", "1952", "1958", "1977"]],
    ["/Laboratories", ["30 students", "6 kits", "36 robots", "classes 4 to 10"]],
    ["/Labroom", ["two computer labs with 30 computers"]],
    ["/Sportsroom", ["three events", "Skating rink"]],
    ["/JobOpening", ["up to two children educated free"]],
    ["/Medical", ["five-bed"]],
    ["/Sdp", ["30-40 lakhs", "19 Aug 2024", "xx"]],
  ])("puts the spec's facts on %s", (path, facts) => {
    const text = pageText(findContentPage(path)!);
    for (const fact of facts) expect(text).toContain(fact);
  });

  it("states the class range, boards, campus, timings and section size only through the settings' tokens", () => {
    const typed = [
      ...[...contentPages, ...specialPages].map((page) => JSON.stringify(page)),
      JSON.stringify(SAMPLE_DOCUMENTS),
    ].join("\n");
    for (const fact of [
      /Nursery to/i,
      /\bVIII\b/,
      /growing to/i,
      /classes 11 and 12/,
      /33-acre/,
      /8:30 am/,
      /25 students/,
    ])
      expect(typed).not.toMatch(fact);
    expect(pageText(specialPages.find((page) => page.path === "/Faq")!)).toContain(
      "Classes run from Nursery to class 10.",
    );
    expect(pageText(findContentPage("/Cirriculum")!)).toContain("teaches Nursery to class 10");
  });

  it("lists the transport tariff with annual totals that add up, and 12 policies", () => {
    expect(TRANSPORT_TARIFF.rows.map((row) => row[4])).toEqual(["20,000", "25,000", "30,000", "35,000"]);
    for (const row of TRANSPORT_TARIFF.rows) {
      const [a, b, c, total] = row.slice(1).map((cell) => Number(cell.replace(/,/g, "")));
      expect(a + b + c).toBe(total);
    }
    expect(TRANSPORT_POLICIES).toHaveLength(12);
    expect(TRANSPORT_POLICIES.join(" ")).toMatch(/75%.*28 February.*not refundable/s);
  });

  it("has the development plan's six phase-1 rows and two empty phase-2 rows", () => {
    const tables = findContentPage("/Sdp")!.blocks.filter((b) => b.type === "table");
    expect(tables.map((t) => (t.type === "table" ? t.rows.length : 0))).toEqual([6, 2]);
  });
});

describe("alumni, events and downloads", () => {
  it("previews 50 characters and an ellipsis", () => {
    expect(preview("a".repeat(60))).toBe(`${"a".repeat(50)}...`);
    expect(preview("short")).toBe("short");
    expect(preview(publicAlumni[0].details).length).toBeLessThanOrEqual(53);
    expect(preview("was house captain in 2010 and led the school team!!", 10)).toBe("was house...");
  });

  it("has a sample file for each of the spec's 15 downloads", () => {
    expect(SAMPLE_DOCUMENTS).toHaveLength(15);
    expect(new Set(SAMPLE_DOCUMENTS.map((d) => d.key)).size).toBe(15);
    expect(new Set(SAMPLE_DOCUMENTS.map((d) => d.file)).size).toBe(15);
  });
});
