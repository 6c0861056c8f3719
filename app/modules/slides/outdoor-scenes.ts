// Sample illustrations of school life outdoors: the campus, sports, the school bus, yoga, prayer, alumni,
// celebrations and the playground.

import {
  bunting,
  cloud,
  ground,
  person,
  pick,
  type Rng,
  room,
  schoolBuilding,
  SKIN,
  sky,
  sun,
  tree,
} from "./illustration-parts";

export function campus(random: Rng, variant: number, welcome = false) {
  const parts = [sky(random), sun(120 + random() * 700, 90, 38), cloud(200 + random() * 500, 70, 0.9)];
  parts.push(ground(400));
  parts.push(schoolBuilding(240 + (variant % 3) * 20 - 20, 400, 480, random));
  parts.push(tree(110, 420, 1.1), tree(860, 425, 1.2, "#4f9d5d"), tree(60, 470, 0.8, "#58a468"));
  parts.push(`<path d="M400 540 L455 400 L505 400 L560 540Z" fill="#e8d8b5"/>`);
  const kids = 3 + Math.floor(random() * 3);
  for (let i = 0; i < kids; i++)
    parts.push(person(300 + i * 90 + random() * 30, 470 + random() * 50, 0.9, random, welcome ? "wave" : "stand"));
  if (welcome) parts.push(bunting(random, 30));
  return parts.join("");
}

export function sports(random: Rng, variant: number) {
  const sport = variant % 7;
  const parts = [sky(random), cloud(150 + random() * 600, 80, 1)];
  if (sport === 5) {
    // Badminton in the hall.
    parts.length = 0;
    parts.push(room("#e0e6ef", "#c8924f"));
    parts.push(
      `<line x1="480" y1="250" x2="480" y2="430" stroke="#444" stroke-width="6"/><rect x="180" y="250" width="600" height="70" fill="none" stroke="#ffffff" stroke-width="3"/>`,
    );
    for (let x = 190; x < 780; x += 20)
      parts.push(`<line x1="${x}" y1="250" x2="${x}" y2="320" stroke="#ffffff" stroke-width="1.5"/>`);
    parts.push(person(300, 470, 1.3, random, "wave"), person(660, 470, 1.3, random, "wave"));
    parts.push(`<path d="M470 150 l20 0 l-10 24Z" fill="#ffffff" stroke="#999"/>`);
    return parts.join("");
  }
  const grass = sport === 2 ? "#c8553d" : sport === 6 ? "#9fb3c8" : "#6fb35a";
  parts.push(`<rect y="300" width="960" height="240" fill="${grass}"/>`);
  parts.push(tree(80, 300, 0.9), tree(900, 300, 1, "#4f9d5d"));
  if (sport === 0) {
    parts.push(
      `<rect x="700" y="230" width="10" height="110" fill="#fff"/><rect x="880" y="230" width="10" height="110" fill="#fff"/><rect x="700" y="230" width="190" height="10" fill="#fff"/>`,
    );
    parts.push(
      `<circle cx="520" cy="470" r="22" fill="#ffffff" stroke="#222" stroke-width="3"/><path d="M512 462 l8 -6 l8 6 l-3 9 h-10z" fill="#222"/>`,
    );
    parts.push(person(420, 490, 1.4, random), person(620, 460, 1.3, random), person(800, 400, 1.1, random));
  } else if (sport === 1) {
    parts.push(`<rect x="380" y="320" width="200" height="220" fill="#d9c08c"/>`);
    for (let i = 0; i < 3; i++) parts.push(`<rect x="${455 + i * 20}" y="330" width="6" height="60" fill="#f4f1ea"/>`);
    parts.push(
      person(480, 470, 1.5, random),
      `<rect x="510" y="370" width="10" height="80" rx="3" fill="#c89f6a" transform="rotate(30 515 410)"/>`,
    );
    parts.push(`<circle cx="640" cy="380" r="10" fill="#b3261e"/>`);
  } else if (sport === 2) {
    parts.push(
      `<rect x="760" y="150" width="12" height="250" fill="#555"/><rect x="700" y="140" width="110" height="70" fill="#ffffff" stroke="#555" stroke-width="4"/><ellipse cx="720" cy="220" rx="30" ry="8" fill="none" stroke="#ff6d00" stroke-width="5"/>`,
    );
    parts.push(`<circle cx="600" cy="260" r="20" fill="#ff8a00" stroke="#222" stroke-width="2"/>`);
    parts.push(person(520, 480, 1.5, random, "wave"), person(340, 460, 1.4, random));
  } else if (sport === 3) {
    for (let lane = 0; lane < 5; lane++)
      parts.push(`<path d="M0 ${330 + lane * 45} H960" stroke="#ffffff" stroke-width="4"/>`);
    parts.push(`<rect y="320" width="960" height="230" fill="#c8553d" opacity="0.85"/>`);
    for (let lane = 0; lane < 5; lane++)
      parts.push(`<path d="M0 ${335 + lane * 45} H960" stroke="#ffffff" stroke-width="4"/>`);
    for (let i = 0; i < 4; i++)
      parts.push(person(250 + i * 160 + random() * 40, 370 + i * 45, 1 + i * 0.1, random, "wave"));
  } else if (sport === 4) {
    parts.push(
      `<rect x="200" y="260" width="8" height="170" fill="#555"/><rect x="752" y="260" width="8" height="170" fill="#555"/><rect x="208" y="262" width="544" height="50" fill="none" stroke="#ffffff" stroke-width="3"/>`,
    );
    for (let x = 220; x < 752; x += 18)
      parts.push(`<line x1="${x}" y1="262" x2="${x}" y2="312" stroke="#ffffff" stroke-width="1.5"/>`);
    parts.push(`<circle cx="470" cy="190" r="20" fill="#fff6d5" stroke="#1f4e79" stroke-width="3"/>`);
    parts.push(person(330, 480, 1.4, random, "wave"), person(640, 470, 1.4, random, "wave"));
  } else {
    parts.push(`<ellipse cx="480" cy="430" rx="420" ry="90" fill="#e3ecf3" stroke="#ffffff" stroke-width="8"/>`);
    for (let i = 0; i < 3; i++) parts.push(person(300 + i * 180, 450 - (i % 2) * 20, 1.2, random, "wave"));
  }
  return parts.join("");
}

export function bus(random: Rng, variant: number) {
  const parts = [sky(random), sun(800, 90, 36), cloud(250, 90, 1.1), ground(330, "#8cc46b", "#a5d487")];
  parts.push(
    `<rect y="380" width="960" height="110" fill="#555d66"/><path d="M0 435 H960" stroke="#f4f1ea" stroke-width="6" stroke-dasharray="40 30"/>`,
  );
  parts.push(tree(80, 340, 0.9), tree(880, 340, 1, "#4f9d5d"));
  const x = 180 + (variant % 3) * 40;
  parts.push(
    `<rect x="${x}" y="240" width="520" height="170" rx="22" fill="#f4b400"/><rect x="${x}" y="330" width="520" height="14" fill="#222"/>`,
  );
  for (let w = 0; w < 6; w++)
    parts.push(`<rect x="${x + 20 + w * 72}" y="262" width="56" height="52" rx="6" fill="#bfe3f5"/>`);
  for (let w = 0; w < 5; w++)
    if (random() > 0.3) parts.push(`<circle cx="${x + 48 + w * 72}" cy="300" r="12" fill="${pick(random, SKIN)}"/>`);
  parts.push(
    `<rect x="${x + 460}" y="262" width="44" height="70" rx="6" fill="#bfe3f5"/><rect x="${x + 500}" y="360" width="26" height="18" rx="4" fill="#fff6c8"/>`,
  );
  parts.push(
    `<circle cx="${x + 110}" cy="410" r="34" fill="#222"/><circle cx="${x + 110}" cy="410" r="14" fill="#999"/><circle cx="${x + 420}" cy="410" r="34" fill="#222"/><circle cx="${x + 420}" cy="410" r="14" fill="#999"/>`,
  );
  return parts.join("");
}

function yogaFigure(x: number, ground: number, s: number, random: Rng, pose: number) {
  const skin = pick(random, SKIN);
  const shirt = pick(random, ["#f4f1ea", "#ffb74d", "#7a1f1f"]);
  const limbs =
    pose % 3 === 0
      ? // Tree pose: arms joined above the head, one foot on the knee.
        `<path d="M0 -60 L0 0 M0 -30 L18 -18 L0 -10 M-12 -66 L0 -110 L12 -66" stroke="${skin}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
      : pose % 3 === 1
        ? // Arms stretched sideways.
          `<path d="M-8 0 L0 -40 L8 0 M-40 -64 H40" stroke="${skin}" stroke-width="8" fill="none" stroke-linecap="round"/>`
        : // Seated, hands on knees.
          `<path d="M-34 0 Q0 -12 34 0 M-16 -56 L-30 -6 M16 -56 L30 -6" stroke="${skin}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const bodyTop = pose % 3 === 2 ? -70 : -76;
  return `<g transform="translate(${x} ${ground}) scale(${s})"><rect x="-60" y="-4" width="120" height="10" rx="4" fill="${pick(random, ["#2e6b3a", "#1f4e79", "#6a4c93"])}"/>${limbs}<rect x="-15" y="${bodyTop}" width="30" height="${pose % 3 === 2 ? 62 : 42}" rx="10" fill="${shirt}"/><circle cx="0" cy="${bodyTop - 14}" r="14" fill="${skin}"/></g>`;
}

export function yoga(random: Rng, variant: number) {
  const parts = [sky(random), sun(480, 260, 90), ground(380, "#8cc46b", "#a5d487")];
  parts.push(tree(70, 390, 1), tree(890, 390, 1.1, "#4f9d5d"));
  for (let i = 0; i < 5; i++) parts.push(yogaFigure(160 + i * 160, 440 + (i % 2) * 40, 1.2, random, variant + (i % 2)));
  return parts.join("");
}

function lamp(x: number, base: number, s: number) {
  return `<g transform="translate(${x} ${base}) scale(${s})"><ellipse cx="0" cy="-120" rx="16" ry="30" fill="#ffb300" opacity="0.45"/><path d="M0 -150 Q12 -128 0 -108 Q-12 -128 0 -150Z" fill="#ff8f00"/><path d="M0 -140 Q6 -126 0 -114 Q-6 -126 0 -140Z" fill="#fff59d"/><path d="M-40 -104 Q0 -80 40 -104 L30 -92 Q0 -76 -30 -92Z" fill="#d4a017"/><rect x="-6" y="-92" width="12" height="70" fill="#c8951a"/><ellipse cx="0" cy="-20" rx="46" ry="14" fill="#d4a017"/><rect x="-34" y="-20" width="68" height="20" rx="6" fill="#b8860b"/></g>`;
}

function flowers(x: number, y: number, random: Rng, n = 6) {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = pick(random, ["#ff9933", "#f4b400", "#e53935", "#ffffff"]);
    out.push(
      `<circle cx="${x + i * 26 + random() * 8}" cy="${y + random() * 10}" r="12" fill="${c}"/><circle cx="${x + i * 26 + 4}" cy="${y + 4}" r="4" fill="#7b4a26"/>`,
    );
  }
  return out.join("");
}

export function prayer(random: Rng, variant: number) {
  const kind = variant % 3;
  if (kind === 1) {
    const parts = [room("#f6ecd9", "#c89f6a"), bunting(random, 20)];
    parts.push(lamp(480, 300, 1.1), flowers(360, 300, random, 10));
    for (let row = 0; row < 2; row++)
      for (let c = 0; c < 6; c++)
        parts.push(person(130 + c * 140 + row * 60, 440 + row * 80, 1 + row * 0.1, random, "fold"));
    return parts.join("");
  }
  const parts = [
    `<rect width="960" height="540" fill="#3b1f2b"/><circle cx="480" cy="250" r="260" fill="#ff9933" opacity="0.15"/>`,
  ];
  parts.push(`<rect y="400" width="960" height="140" fill="#5a1414"/>`);
  parts.push(`<path d="M300 400 Q480 360 660 400Z" fill="#7a1f1f"/>`);
  // A lotus, the emblem of learning, beside the lamp.
  const lotus = (lx: number, ly: number) =>
    `<g transform="translate(${lx} ${ly})"><path d="M0 0 Q-20 -40 0 -70 Q20 -40 0 0Z" fill="#f48fb1"/><path d="M0 0 Q-50 -20 -50 -50 Q-20 -40 0 0Z" fill="#f06292"/><path d="M0 0 Q50 -20 50 -50 Q20 -40 0 0Z" fill="#f06292"/></g>`;
  parts.push(lamp(480, 400, 1.6), lotus(250, 400), lotus(710, 400));
  parts.push(flowers(300, 430, random, 14));
  if (kind === 2) parts.push(lamp(300, 470, 0.8), lamp(660, 470, 0.8));
  return parts.join("");
}

export function alumni(random: Rng, variant: number) {
  const parts = [sky(random), cloud(700, 100, 1), ground(390)];
  parts.push(schoolBuilding(520, 390, 400, random));
  for (let i = 0; i < 4; i++) {
    const x = 120 + i * 120;
    parts.push(person(x, 480, 1.3, random, variant % 2 ? "wave" : "stand"));
    parts.push(
      `<rect x="${x - 20}" y="${480 - 135}" width="40" height="8" fill="#1a1a1a" transform="rotate(${random() * 10 - 5} ${x} 340)"/>`,
    );
  }
  for (let c = 0; c < 3; c++)
    parts.push(
      `<g transform="translate(${200 + c * 150} ${120 + c * 30}) rotate(${random() * 40 - 20})"><path d="M-30 0 L0 -14 L30 0 L0 14Z" fill="#1a1a1a"/><rect x="-12" y="4" width="24" height="12" fill="#1a1a1a"/><line x1="22" y1="2" x2="26" y2="26" stroke="#f4b400" stroke-width="3"/></g>`,
    );
  return parts.join("");
}

export function celebration(random: Rng, variant: number) {
  const parts = [sky(random), ground(380, "#8cc46b", "#a5d487"), bunting(random, 40), bunting(random, 110)];
  for (let b = 0; b < 7; b++) {
    const x = 80 + b * 130 + random() * 40;
    const y = 200 + random() * 80;
    parts.push(
      `<line x1="${x}" y1="${y + 40}" x2="${x + 8}" y2="${y + 140}" stroke="#777" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="30" ry="38" fill="${pick(random, ["#e53935", "#f4b400", "#1e88e5", "#43a047", "#8e24aa"])}"/>`,
    );
  }
  for (let i = 0; i < 5; i++)
    parts.push(person(180 + i * 150, 470 + (i % 2) * 30, 1.2, random, variant % 2 || i % 2 ? "wave" : "stand"));
  return parts.join("");
}

export function playground(random: Rng) {
  const parts = [sky(random), sun(120, 90), cloud(600, 90), ground(360)];
  parts.push(
    `<path d="M560 200 L520 420 M760 200 L800 420 M560 200 H760" stroke="#c8553d" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<line x1="610" y1="200" x2="610" y2="330" stroke="#555" stroke-width="3"/><line x1="650" y1="200" x2="650" y2="330" stroke="#555" stroke-width="3"/><rect x="598" y="328" width="64" height="10" rx="3" fill="#7b4a26"/>`,
  );
  parts.push(
    `<path d="M160 250 L200 250 L360 420 L320 420Z" fill="#f4b400"/><rect x="150" y="250" width="12" height="170" fill="#1f4e79"/><rect x="190" y="250" width="12" height="170" fill="#1f4e79"/>`,
  );
  parts.push(person(630, 330, 1, random, "wave"), person(300, 470, 1.2, random, "wave"), person(460, 490, 1.2, random));
  parts.push(tree(900, 380, 1.1));
  return parts.join("");
}
