// Sample pictures for a new install: flat illustrations of school life drawn as SVG, one consistent style
// (soft sky, flat shapes, simple children in uniform), turned into WebP/AVIF at seed time. No text in them.

import { rng, type Rng } from "./illustration-parts";
import { arts, auditorium, boarding, classroom, computerLab, laboratory, library, medical } from "./indoor-scenes";
import { alumni, bus, campus, celebration, playground, prayer, sports, yoga } from "./outdoor-scenes";

export const ILLUSTRATION_WIDTH = 960;
export const ILLUSTRATION_HEIGHT = 540;

export type Scene =
  | "campus"
  | "welcome"
  | "classroom"
  | "computerLab"
  | "laboratory"
  | "library"
  | "sports"
  | "medical"
  | "boarding"
  | "auditorium"
  | "arts"
  | "bus"
  | "yoga"
  | "prayer"
  | "alumni"
  | "celebration"
  | "playground";

/** What each scene shows, for the pictures' alternative text. */
export const SCENE_DESCRIPTIONS: Record<Scene, string[]> = {
  campus: ["The school building and its gardens", "The main block with the flag mast", "Children walking to class"],
  welcome: ["Children welcoming visitors at the school gate", "The campus decorated for a new year"],
  classroom: ["A digital classroom with a smart board", "Pupils at their desks during a lesson"],
  computerLab: ["The computer lab with rows of computers", "Students working at computers"],
  laboratory: ["A science laboratory bench with flasks", "Glassware and a microscope in the lab"],
  library: ["Bookshelves and a reading table in the library", "A pupil reading in the library"],
  sports: [
    "Football on the school field",
    "Cricket practice at the nets",
    "A basketball game",
    "Runners on the athletics track",
    "Volleyball on the court",
    "Badminton in the sports hall",
    "Skating on the rink",
  ],
  medical: ["The medical room with a bed and first-aid cabinet", "The school nurse in the medical centre"],
  boarding: ["A hostel dormitory with neat beds", "The hostel building in the evening", "The dining hall"],
  auditorium: ["The auditorium stage with curtains and lights", "A performance on the auditorium stage"],
  arts: ["Paintings on easels in the art room", "Music class with tabla and harmonium", "Craft work on a table"],
  bus: ["A school bus on its morning route", "School buses waiting at the campus"],
  yoga: ["Morning yoga on mats", "Pupils holding a yoga pose at sunrise"],
  prayer: ["Lighting the lamp at morning assembly", "Pupils with folded hands at prayer", "A lit lamp with flowers"],
  alumni: ["Graduates tossing their caps", "Former pupils meeting on campus"],
  celebration: ["Bunting and balloons for a school celebration", "Children dancing at a festival"],
  playground: ["Children on the playground swings and slide", "Kids at play on the lawn"],
};

const DRAW: Record<Scene, (random: Rng, variant: number) => string> = {
  campus: (r, v) => campus(r, v),
  welcome: (r, v) => campus(r, v, true),
  classroom,
  computerLab,
  laboratory,
  library,
  sports,
  medical,
  boarding,
  auditorium,
  arts,
  bus,
  yoga,
  prayer,
  alumni,
  celebration,
  playground,
};

/** The SVG source of one illustration; `variant` changes the arrangement and colours within the same style. */
export function illustrationSvg(scene: Scene, variant: number): string {
  const random = rng(hashScene(scene) + variant * 7919);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 960 540">${DRAW[scene](random, variant)}</svg>`;
}

/** Alternative text for one illustration. */
export function illustrationAlt(scene: Scene, variant: number): string {
  const texts = SCENE_DESCRIPTIONS[scene];
  return texts[variant % texts.length];
}

function hashScene(scene: string) {
  let h = 2166136261;
  for (const char of scene) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}
