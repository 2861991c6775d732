import { importSharp } from '@/lib/node-imports';
import type { Db } from '@/lib/db/client';
import type { LocalizedText } from '@/lib/db/schema/common';
import { storeImage } from '@/lib/media-store';

/**
 * Pictures of the programme, drawn as SVG and rendered with sharp (no downloads): stage, workshop
 * scenes, concert, festival, and simple portraits for the team.
 */
type Motif = 'stage' | 'bread' | 'pottery' | 'concert' | 'festival' | 'lantern' | 'herbs' | 'tour' | 'talk' | 'puppets';

const palettes: Record<Motif, [string, string, string]> = {
  stage: ['#3b1f2b', '#7a2e3a', '#f2c46d'],
  bread: ['#f3e3c3', '#b86b2a', '#6b3a1e'],
  pottery: ['#e8dccb', '#a0522d', '#5c3b28'],
  concert: ['#1f2a3a', '#c9a45c', '#f4efe4'],
  festival: ['#9cc9e0', '#d9483b', '#f6d26b'],
  lantern: ['#1b2440', '#f2a541', '#f7e3a1'],
  herbs: ['#dfe9d0', '#4f7a3a', '#8a5a9e'],
  tour: ['#b8d3e0', '#6b8a4e', '#8c3b2a'],
  talk: ['#efe6d6', '#2f4a3a', '#b0813a'],
  puppets: ['#f4d9c6', '#3f6e8c', '#c8553d'],
};

function motifSvg(motif: Motif) {
  const [bg, main, accent] = palettes[motif];
  const shapes: Record<Motif, string> = {
    stage: `<rect x="0" y="700" width="1600" height="300" fill="#4a2a1a"/><path d="M0 0 H420 Q380 400 300 1000 H0Z" fill="${main}"/><path d="M1600 0 H1180 Q1220 400 1300 1000 H1600Z" fill="${main}"/>
      <ellipse cx="800" cy="720" rx="360" ry="60" fill="${accent}" opacity="0.5"/><circle cx="720" cy="520" r="50" fill="#f1e0c8"/><rect x="680" y="570" width="80" height="150" fill="#2f4a3a"/><circle cx="900" cy="540" r="46" fill="#f1e0c8"/><rect x="862" y="586" width="76" height="134" fill="#8c3b2a"/>`,
    bread: `<rect x="300" y="300" width="1000" height="520" rx="260" fill="${main}"/><rect x="520" y="560" width="560" height="260" rx="130" fill="#2a1a10"/>
      <ellipse cx="800" cy="720" rx="200" ry="60" fill="${accent}"/><ellipse cx="800" cy="700" rx="160" ry="50" fill="#d9a05b"/><rect y="820" width="1600" height="180" fill="#8a7d45"/>`,
    pottery: `<rect y="760" width="1600" height="240" fill="#7a5230"/><ellipse cx="800" cy="760" rx="320" ry="50" fill="#5b3b20"/>
      <path d="M640 760 Q600 560 700 460 Q740 420 720 360 H880 Q860 420 900 460 Q1000 560 960 760Z" fill="${main}"/><ellipse cx="800" cy="360" rx="80" ry="20" fill="${accent}"/>`,
    concert: `<rect y="760" width="1600" height="240" fill="#3a2a1a"/><path d="M560 760 Q520 500 700 420 Q860 360 900 520 Q1060 560 1040 760Z" fill="${main}"/>
      <rect x="760" y="200" width="14" height="560" fill="${accent}"/><circle cx="300" cy="220" r="30" fill="${accent}"/><circle cx="1300" cy="260" r="24" fill="${accent}"/><circle cx="1100" cy="160" r="18" fill="${accent}"/>`,
    festival: `<rect y="760" width="1600" height="240" fill="#6b8a4e"/>${Array.from({ length: 12 }, (_, i) => `<polygon points="${i * 140},120 ${i * 140 + 70},120 ${i * 140 + 35},200" fill="${i % 2 ? main : accent}"/>`).join('')}
      <path d="M0 120 Q800 220 1600 120" stroke="#3a2a1a" stroke-width="6" fill="none"/><polygon points="500,760 800,420 1100,760" fill="${main}"/><rect x="740" y="620" width="120" height="140" fill="#3a2a1a"/>`,
    lantern: `${Array.from({ length: 7 }, (_, i) => `<g transform="translate(${180 + i * 200},${380 + (i % 3) * 80})"><line x1="0" y1="-200" x2="0" y2="0" stroke="#888" stroke-width="4"/><circle r="60" fill="${i % 2 ? main : accent}" opacity="0.95"/></g>`).join('')}<rect y="820" width="1600" height="180" fill="#0f1628"/>`,
    herbs: `<rect y="700" width="1600" height="300" fill="#6b5a3a"/>${Array.from({ length: 16 }, (_, i) => `<g transform="translate(${60 + i * 98},700)"><path d="M0 0 Q-30 -160 0 -260 Q30 -160 0 0" fill="${main}"/><circle cy="-270" r="16" fill="${i % 3 ? accent : '#f3d27a'}"/></g>`).join('')}`,
    tour: `<rect y="760" width="1600" height="240" fill="${main}"/><polygon points="900,760 1080,560 1260,760" fill="${accent}"/><rect x="920" y="760" width="320" height="10" fill="#3a2a1a"/>
      ${[300, 420, 520, 610].map((x, i) => `<circle cx="${x}" cy="${600 - (i === 0 ? 40 : 0)}" r="34" fill="#f1e0c8"/><rect x="${x - 30}" y="${634 - (i === 0 ? 40 : 0)}" width="60" height="${126 + (i === 0 ? 40 : 0)}" fill="${i === 0 ? '#2f4a3a' : '#5b4636'}"/>`).join('')}`,
    talk: `<rect y="760" width="1600" height="240" fill="#7a5230"/><rect x="640" y="520" width="320" height="240" fill="${main}"/>
      ${[240, 380, 1220, 1360].map((x) => `<circle cx="${x}" cy="640" r="40" fill="#f1e0c8"/><rect x="${x - 36}" y="680" width="72" height="80" fill="${accent}"/>`).join('')}<circle cx="800" cy="420" r="50" fill="#f1e0c8"/>`,
    puppets: `<rect x="300" y="200" width="1000" height="600" fill="${main}"/><rect x="360" y="260" width="880" height="480" fill="#1f2a3a"/>
      <circle cx="640" cy="520" r="70" fill="${accent}"/><circle cx="960" cy="520" r="70" fill="#f3d27a"/><rect x="600" y="590" width="80" height="150" fill="${accent}"/><rect x="920" y="590" width="80" height="150" fill="#f3d27a"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="${bg}"/>${shapes[motif]}</svg>`;
}

/** A simple portrait: coloured background, head and shoulders, initials. */
function portraitSvg(initials: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
    <rect width="800" height="1000" fill="hsl(${hue},35%,78%)"/>
    <circle cx="400" cy="380" r="170" fill="hsl(${hue},20%,90%)"/>
    <path d="M100 1000 Q110 660 400 620 Q690 660 700 1000Z" fill="hsl(${hue},40%,32%)"/>
    <text x="400" y="430" font-family="Georgia, serif" font-size="150" text-anchor="middle" fill="hsl(${hue},40%,28%)">${initials}</text>
  </svg>`;
}

const motifAlt: Record<Motif, LocalizedText> = {
  stage: {
    de: 'Zwei Schauspieler auf der Bühne der Zehntscheune',
    en: 'Two actors on the stage of the tithe barn',
    cs: 'Dva herci na jevišti desátkové stodoly',
  },
  bread: {
    de: 'Brotlaibe vor dem Holzbackofen',
    en: 'Loaves in front of the wood-fired oven',
    cs: 'Bochníky chleba před pecí na dřevo',
  },
  pottery: {
    de: 'Tonkrug auf der Töpferscheibe',
    en: 'Clay jug on the potter’s wheel',
    cs: 'Hliněný džbán na hrnčířském kruhu',
  },
  concert: {
    de: 'Cello im Kerzenlicht der Dorfkapelle',
    en: 'Cello in the candlelight of the village chapel',
    cs: 'Violoncello při svíčkách ve vesnické kapli',
  },
  festival: {
    de: 'Wimpel und Festzelt auf dem Dorfplatz',
    en: 'Bunting and a marquee on the village square',
    cs: 'Praporky a stan na návsi',
  },
  lantern: {
    de: 'Leuchtende Laternen in der Dämmerung',
    en: 'Glowing lanterns at dusk',
    cs: 'Svítící lampiony za soumraku',
  },
  herbs: {
    de: 'Blühende Kräuter im Bauerngarten',
    en: 'Flowering herbs in the cottage garden',
    cs: 'Kvetoucí bylinky v selské zahradě',
  },
  tour: {
    de: 'Eine Führung vor dem Fachwerkhaus',
    en: 'A guided tour in front of the half-timbered house',
    cs: 'Komentovaná prohlídka před hrázděným domem',
  },
  talk: { de: 'Gesprächsrunde im Gasthofsaal', en: 'A panel talk in the inn’s hall', cs: 'Beseda v sále hostince' },
  puppets: {
    de: 'Handpuppen im Puppentheater',
    en: 'Glove puppets in the puppet theatre',
    cs: 'Maňásci v loutkovém divadle',
  },
};

export type ProgrammeImageIds = Record<Motif, number>;

export async function seedProgrammeImages(database: Db): Promise<ProgrammeImageIds> {
  const sharp = await importSharp();
  const ids = {} as ProgrammeImageIds;
  for (const motif of Object.keys(palettes) as Motif[]) {
    const buffer = await sharp(Buffer.from(motifSvg(motif)))
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    ids[motif] = await storeImage(database, {
      buffer,
      filename: `programm-${motif}.jpg`,
      alt: motifAlt[motif],
      credit: 'Freilichtmuseum Lindenau',
    });
  }
  return ids;
}

export async function seedPortrait(database: Db, name: string, index: number) {
  const sharp = await importSharp();
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  const buffer = await sharp(Buffer.from(portraitSvg(initials, (index * 47) % 360)))
    .jpeg({ quality: 80 })
    .toBuffer();
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-');
  return storeImage(database, {
    buffer,
    filename: `portrait-${slug}.jpg`,
    alt: { de: `Porträt von ${name}`, en: `Portrait of ${name}`, cs: `Portrét: ${name}` },
    credit: 'Freilichtmuseum Lindenau',
  });
}
