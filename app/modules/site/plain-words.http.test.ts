import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { formatDate, todayIn } from "~/kernel/dates";
import { academicYearOf } from "~/modules/events/holidays.server";

// A parent read developer and legacy words on public pages, and a holiday list of months without a year.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
const text = async (path: string) => (await html(path)).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("words a parent reads", () => {
  it("no developer or legacy words in the menu, footer and the pages that had them", async () => {
    const pages = ["/", "/Alumini", "/Sdp", "/News", "/Holidays", "/Ourfaculty", "/Events"];
    for (const path of pages) {
      const page = await html(path);
      const words = page.replace(/<[^>]+>/g, " ");
      for (const word of ["S.no", "Person Name", "Year of Studied", "(Downloads)", "Pinned", "Go to SDP"])
        expect(words, `${path} says ${word}`).not.toContain(word);
      for (const label of [
        ">SDP<",
        ">ALUMINI<",
        ">OURFACULTY<",
        ">REQUEST A CALL BACK<",
        ">OUR HIGHLIGHTS<",
        ">LOGIN<",
      ])
        expect(page, `${path} says ${label}`).not.toContain(label);
      expect(page, `${path}: an item called Online Enquiry`).not.toMatch(/>Online Enquiry( Form)?</);
    }
  });

  it("the holidays page gives each holiday its date with the year, from the calendar's holiday events", async () => {
    const year = academicYearOf(todayIn("Asia/Kolkata"));
    const words = await text("/Holidays");
    expect(words).toContain(`Holidays of the academic year ${year.label}`);
    // The sample calendar publishes Independence Day and Republic Day of the running academic year.
    expect(words).toContain(formatDate(`${year.from.slice(0, 4)}-08-15`, true));
    expect(words).toContain(formatDate(`${year.to.slice(0, 4)}-01-26`, true));
    expect(words).not.toMatch(/>\s*August or September\s*</);
  });
});
