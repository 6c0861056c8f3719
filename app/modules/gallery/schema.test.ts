import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { GALLERY_CATEGORIES, galleryUploadSchema } from "./schema";

const valid = {
  screenname: "Annual Day",
  imageorvideo: "Image",
  imagename: "Stage",
  videoname: "",
  eventname: "Annual Day 2024",
  eventdesc: "Dances and a play by class 6",
  eventdate: "2024-12-20",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(galleryUploadSchema, input);
  return result.ok ? {} : result.fields;
};

describe("galleryUploadSchema", () => {
  it("lists the five categories", () =>
    expect(GALLERY_CATEGORIES).toEqual(["Sports", "Celebrations", "Annual Day", "Learning", "Kids Activities"]));
  it("accepts an image upload", () => expect(galleryUploadSchema.parse(valid)).toEqual(valid));
  it("accepts a video upload with only the required fields", () => {
    expect(
      galleryUploadSchema.parse({
        screenname: "Sports",
        imageorvideo: "Video",
        eventname: "Sports meet",
        eventdate: "2024-01-26",
      }),
    ).toEqual({
      screenname: "Sports",
      imageorvideo: "Video",
      imagename: "",
      videoname: "",
      eventname: "Sports meet",
      eventdesc: "",
      eventdate: "2024-01-26",
    });
  });
  it("accepts names of exactly 30 and a description of 150 characters", () => {
    const edge = {
      ...valid,
      imagename: "i".repeat(30),
      videoname: "v".repeat(30),
      eventname: "e".repeat(30),
      eventdesc: "d".repeat(150),
    };
    expect(galleryUploadSchema.safeParse(edge).success).toBe(true);
  });
  it.each([
    ["screenname", "", "Screen Name is required and must be less than 20 characters."],
    ["screenname", undefined, "Screen Name is required and must be less than 20 characters."],
    ["screenname", "s".repeat(20), "Screen Name is required and must be less than 20 characters."],
    [
      "screenname",
      "Picnic",
      "Screen Name must be one of Sports, Celebrations, Annual Day, Learning or Kids Activities.",
    ],
    ["imageorvideo", "", "Image or Video is required."],
    ["imageorvideo", "Audio", "Image or Video is required."],
    ["imagename", "i".repeat(31), "Image name must be less than 30 characters."],
    ["videoname", "v".repeat(31), "Video name must be less than 30 characters."],
    ["eventname", "", "Event name is required and must be less than 30 characters."],
    ["eventname", "e".repeat(31), "Event name is required and must be less than 30 characters."],
    ["eventdesc", "d".repeat(151), "Description must be less than 150 characters."],
    ["eventdate", "", "Event date is required."],
    ["eventdate", undefined, "Event date is required."],
    ["eventdate", "20/12/2024", "Event date must be a real date written YYYY-MM-DD."],
    ["eventdate", "2024-02-30", "Event date must be a real date written YYYY-MM-DD."],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected });
  });
});
