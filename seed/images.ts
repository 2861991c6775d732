import { importSharp } from '@/lib/node-imports';
import type { Db } from '@/lib/db/client';
import { storeImage } from '@/lib/media-store';
import type { LocalizedText } from '@/lib/db/schema/common';

/**
 * Demo images are drawn here as SVG illustrations and rendered to JPEG with sharp: no downloads,
 * the same pictures on every machine.
 */
type Scene = {
  sky: [string, string];
  hills: string[];
  ground: string;
  building: 'house' | 'barn' | 'mill' | 'chapel' | 'workshop';
  snow?: boolean;
  sun?: string;
};

function house(x: number, y: number, scale: number, wall: string, roof: string) {
  const w = 180 * scale;
  const h = 110 * scale;
  return `<g transform="translate(${x},${y})">
    <polygon points="${-w * 0.1},0 ${w / 2},${-h * 0.8} ${w * 1.1},0" fill="${roof}"/>
    <rect x="0" y="0" width="${w}" height="${h}" fill="${wall}" stroke="#3a2a1a" stroke-width="${4 * scale}"/>
    <path d="M0 ${h / 2} H${w} M${w / 3} 0 V${h} M${(2 * w) / 3} 0 V${h} M0 0 L${w / 3} ${h / 2} M${w} 0 L${(2 * w) / 3} ${h / 2}" stroke="#3a2a1a" stroke-width="${5 * scale}"/>
    <rect x="${w * 0.42}" y="${h * 0.55}" width="${w * 0.16}" height="${h * 0.45}" fill="#4a3020"/>
    <rect x="${w * 0.1}" y="${h * 0.15}" width="${w * 0.14}" height="${h * 0.22}" fill="#f3d27a"/>
    <rect x="${w * 0.76}" y="${h * 0.15}" width="${w * 0.14}" height="${h * 0.22}" fill="#f3d27a"/>
  </g>`;
}

function building(kind: Scene['building']) {
  switch (kind) {
    case 'barn':
      return house(560, 560, 2.4, '#8c3b2a', '#5b4636');
    case 'mill':
      return (
        `<g transform="translate(1000,330)"><polygon points="0,330 40,0 120,0 160,330" fill="#e9dfc9" stroke="#3a2a1a" stroke-width="6"/>
        <g transform="translate(80,40)" stroke="#3a2a1a" stroke-width="10"><line x1="-230" y1="-230" x2="230" y2="230"/><line x1="-230" y1="230" x2="230" y2="-230"/></g>
        <rect x="62" y="250" width="36" height="80" fill="#4a3020"/></g>` + house(260, 600, 1.6, '#efe4cc', '#7a3b22')
      );
    case 'chapel':
      return `<g transform="translate(700,380)"><rect x="0" y="120" width="220" height="220" fill="#f2ece0" stroke="#3a2a1a" stroke-width="6"/>
        <polygon points="-20,120 110,20 240,120" fill="#5b4636"/><rect x="80" y="-120" width="60" height="160" fill="#f2ece0" stroke="#3a2a1a" stroke-width="6"/>
        <polygon points="70,-120 110,-220 150,-120" fill="#2f4a3a"/><rect x="90" y="240" width="40" height="100" fill="#4a3020"/></g>`;
    case 'workshop':
      return (
        house(300, 560, 2, '#d9c8a5', '#6d4a2f') +
        `<g transform="translate(1000,640)"><rect width="260" height="60" fill="#7a5230"/><rect x="20" y="60" width="20" height="80" fill="#5b3b20"/><rect x="220" y="60" width="20" height="80" fill="#5b3b20"/><circle cx="130" cy="-30" r="30" fill="#b0813a"/></g>`
      );
    default:
      return house(380, 560, 2.2, '#f1e6cf', '#8a3b22') + house(1050, 620, 1.3, '#efe0c4', '#6b3a25');
  }
}

function svg(scene: Scene) {
  const [top, bottom] = scene.sky;
  const hills = scene.hills
    .map(
      (color, i) =>
        `<path d="M0 ${520 + i * 60} Q 400 ${420 + i * 70} 800 ${500 + i * 50} T 1600 ${480 + i * 60} V1000 H0 Z" fill="${color}"/>`,
    )
    .join('');
  const snow = scene.snow
    ? Array.from(
        { length: 140 },
        (_, i) =>
          `<circle cx="${(i * 97) % 1600}" cy="${(i * 53) % 1000}" r="${2 + (i % 4)}" fill="#fff" opacity="0.85"/>`,
      ).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    ${scene.sun ? `<circle cx="1280" cy="200" r="90" fill="${scene.sun}" opacity="0.9"/>` : ''}
    ${hills}
    <rect y="820" width="1600" height="180" fill="${scene.ground}"/>
    ${building(scene.building)}
    ${snow}
  </svg>`;
}

const demoImages: { key: string; filename: string; scene: Scene; alt: LocalizedText; credit: string }[] = [
  {
    key: 'village',
    filename: 'dorfplatz.jpg',
    scene: {
      sky: ['#9cc3d9', '#f4e7c5'],
      hills: ['#7f9a64', '#5f7d4b'],
      ground: '#6b8a4e',
      building: 'house',
      sun: '#f6d26b',
    },
    alt: {
      de: 'Fachwerkhäuser am Dorfplatz im Sommerlicht',
      en: 'Half-timbered houses on the village square in summer light',
      cs: 'Hrázděné domy na návsi v letním světle',
    },
    credit: 'Freilichtmuseum Lindenau',
  },
  {
    key: 'barn',
    filename: 'zehntscheune.jpg',
    scene: { sky: ['#c9d8e0', '#f7ecd6'], hills: ['#8fa36e', '#6e8756'], ground: '#7d8f52', building: 'barn' },
    alt: {
      de: 'Die rote Zehntscheune von 1742',
      en: 'The red tithe barn of 1742',
      cs: 'Červená desátková stodola z roku 1742',
    },
    credit: 'Freilichtmuseum Lindenau',
  },
  {
    key: 'mill',
    filename: 'bockwindmuehle.jpg',
    scene: {
      sky: ['#f0b27a', '#fbe6c2'],
      hills: ['#a38f5c', '#7b7a4a'],
      ground: '#8a7d45',
      building: 'mill',
      sun: '#f49a4b',
    },
    alt: {
      de: 'Bockwindmühle im Abendlicht',
      en: 'Post windmill in the evening light',
      cs: 'Sloupový větrný mlýn ve večerním světle',
    },
    credit: 'Freilichtmuseum Lindenau',
  },
  {
    key: 'chapel',
    filename: 'dorfkapelle.jpg',
    scene: { sky: ['#aac4cf', '#eef1e6'], hills: ['#7c9a6d', '#58775a'], ground: '#5f7f4f', building: 'chapel' },
    alt: {
      de: 'Die Dorfkapelle mit grünem Turmhelm',
      en: 'The village chapel with its green spire',
      cs: 'Vesnická kaple se zelenou věží',
    },
    credit: 'Freilichtmuseum Lindenau',
  },
  {
    key: 'workshop',
    filename: 'werkstatt.jpg',
    scene: { sky: ['#d7d0c0', '#f5efe2'], hills: ['#9aa07a', '#777f5c'], ground: '#8b7d5a', building: 'workshop' },
    alt: {
      de: 'Offene Werkstatt mit Werkbank vor dem Handwerkerhaus',
      en: 'Open workshop with a workbench in front of the craftsman’s house',
      cs: 'Otevřená dílna s ponkem před řemeslnickým domem',
    },
    credit: 'Freilichtmuseum Lindenau',
  },
  {
    key: 'winter',
    filename: 'winterdorf.jpg',
    scene: {
      sky: ['#6f86a6', '#dfe6ef'],
      hills: ['#e8eef3', '#d5dee6'],
      ground: '#f1f4f7',
      building: 'house',
      snow: true,
    },
    alt: { de: 'Das Museumsdorf im Schnee', en: 'The museum village in the snow', cs: 'Muzejní vesnice pod sněhem' },
    credit: 'Freilichtmuseum Lindenau',
  },
];

export type DemoImageIds = Record<string, number>;

export async function seedImages(database: Db): Promise<DemoImageIds> {
  const sharp = await importSharp();
  const ids: DemoImageIds = {};
  for (const image of demoImages) {
    const buffer = await sharp(Buffer.from(svg(image.scene)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    ids[image.key] = await storeImage(database, {
      buffer,
      filename: image.filename,
      alt: image.alt,
      credit: image.credit,
    });
  }
  return ids;
}
