import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { settingsCalls } from "./settings.http-steps";

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

const { stored: storedSettings, put, dashboardPost } = settingsCalls(() => ({ url: server.url, cookie: admin.cookie }));

const BAD_FACTS = {
  lowestClass: "class 13",
  highestClass: "",
  sectionSize: "1e3",
  campusAcres: "-4",
  foundedYear: "3026",
  studentCount: "6.5",
  admissionsOpen: "maybe",
  admissionsYear: "2027-29",
};

const BAD_FACT_MESSAGES = {
  lowestClass: "Choose a class: Nursery, LKG, UKG or class 1 to class 12",
  highestClass: "Highest class is required",
  sectionSize: "Enter the section size as a whole number from 1 to 80",
  campusAcres: "Enter the campus size as a whole number of acres from 1 to 10000",
  foundedYear: expect.stringMatching(/^Enter the year founded, from 1800 to 20\d\d$/),
  studentCount: "Enter the number of students as a whole number from 0 to 100000",
  admissionsOpen: "Choose whether admissions are open: yes or no",
  admissionsYear: "Enter the academic year like 2027-28, or leave it empty for the next one",
};

describe("school facts in the site settings", () => {
  it("refuses bad facts through the API with a message per field, and stores nothing", async () => {
    const response = await put({ ...DEFAULT_SITE_SETTINGS, ...BAD_FACTS, schoolName: "Not Saved School" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toEqual(expect.any(String));
    expect(body.fields).toMatchObject(BAD_FACT_MESSAGES);
    expect((await storedSettings()).schoolName).toBe(DEFAULT_SITE_SETTINGS.schoolName);
  });

  it("refuses a highest class below the lowest one, on the highest class", async () => {
    const response = await put({ ...DEFAULT_SITE_SETTINGS, lowestClass: "class 5", highestClass: "class 3" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      highestClass: "The highest class must come after the lowest class (class 5)",
    });
  });

  it("refuses bad facts from the dashboard form, naming each field and keeping what was typed", async () => {
    const response = await dashboardPost({ ...DEFAULT_SITE_SETTINGS, ...BAD_FACTS });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of Object.values(BAD_FACT_MESSAGES).filter((value) => typeof value === "string"))
      expect(html).toContain(message);
    expect(html).toContain('value="2027-29"');
    expect((await storedSettings()).admissionsYear).toBe("");
  });

  it("reads 'X', '12' and 'class 12' as the same class, and fills the range into FAQ, header and search", async () => {
    const response = await put({ ...DEFAULT_SITE_SETTINGS, lowestClass: "lkg", highestClass: "XII" });
    expect(response.status).toBe(200);
    expect((await response.json()).settings).toMatchObject({ lowestClass: "LKG", highestClass: "class 12" });
    const faq = await (await fetch(`${server.url}/Faq`)).text();
    expect(faq).toContain("Classes run from LKG to class 12.");
    expect(faq).toContain("English medium, LKG to class 12, SSC and CBSE");
    const found = await (await fetch(`${server.url}/api/search?q=${encodeURIComponent("LKG to class 12")}`)).json();
    expect(JSON.stringify(found)).toContain("/Faq");
  });
});
