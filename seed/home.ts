import type { Locale } from '@/i18n/config';
import type { SectionSeed } from './builders';
import { l, type L } from './gallery-kit';
import { heroModule, highlightModule } from './gallery-places';
import { seasonTeasers } from './gallery-teasers';
import { headline, richText } from './gallery-text';
import type { DemoImageIds } from './images';
import { definitions } from '@/features/blocks';

/** The hero has been online since the museum's website relaunch; it has no end date. */
const HERO_ONLINE_FROM = '2024-03-01T00:00:00+01:00';

/** Home page sections: hero, highlights, current teasers, a picture slider and two short texts. */
export function homeSections(locale: Locale, img: DemoImageIds, now: Date): SectionSeed[] {
  const x = (v: L) => v[locale];
  const item = (image: number, caption: L) => ({ id: `home-image-${image}`, image, caption: x(caption), link_url: '' });
  return [
    {
      columns: [
        [
          heroModule(locale, x, img.village, HERO_ONLINE_FROM, {
            headline: l(
              'Drei Jahrhunderte Dorfleben zum Anfassen',
              'Three centuries of village life, up close',
              'Tři století vesnického života zblízka',
            ),
            text: l(
              'Über 40 historische Häuser, lebendige Werkstätten und Theater unter freiem Himmel – von der Zehntscheune bis zur Dorfschule.',
              'More than 40 historic buildings, living workshops and open-air theatre – from the tithe barn to the village school.',
              'Více než 40 historických staveb, živé dílny a divadlo pod širým nebem – od desátkové stodoly po vesnickou školu.',
            ),
            button: l('Besuch planen', 'Plan your visit', 'Plánujte návštěvu'),
            link: 'visit',
          }),
        ],
      ],
    },
    { columns: [[highlightModule(locale, x, img)]] },
    {
      columns: [
        [
          definitions.teaserlist.create({
            id: 'home-teasers',
            headline: x(l('Aktuell im Museumsdorf', 'Now in the museum village', 'Právě v muzejní vesnici')),
            variant: 'slider',
            items: seasonTeasers(locale, x, img, now),
          }),
        ],
      ],
    },
    {
      layout: '50-50',
      columns: [
        [
          headline(x, l('Häuser, die Geschichten erzählen', 'Houses that tell stories', 'Domy, které vyprávějí'), {
            level: 3,
          }),
          richText(
            x(
              l(
                '<p>Auf 28 Hektar stehen über 40 Gebäude aus der Region – Stein für Stein abgetragen und hier wieder aufgebaut. Vom Tagelöhnerhaus bis zum Vierseithof zeigen sie, wie Menschen zwischen 1650 und 1950 gewohnt, gearbeitet und gefeiert haben.</p>',
                '<p>More than 40 buildings from the region stand on 28 hectares – taken down stone by stone and rebuilt here. From the day labourer’s cottage to the four-sided farmstead, they show how people lived, worked and celebrated between 1650 and 1950.</p>',
                '<p>Na 28 hektarech stojí přes 40 staveb z regionu – rozebraných kámen po kameni a znovu postavených zde. Od chalupy nádeníka po čtyřboký statek ukazují, jak lidé v letech 1650 až 1950 bydleli, pracovali a slavili.</p>',
              ),
            ),
          ),
        ],
        [
          headline(x, l('Handwerk, das lebt', 'Crafts that are alive', 'Živá řemesla'), { level: 3 }),
          richText(
            x(
              l(
                '<p>In der Schmiede glüht das Eisen, in der Backstube duftet es nach Holzofenbrot. Von April bis Oktober zeigen Handwerkerinnen und Handwerker jeden Tag ihr Können – und in unseren <strong>Werkstattkursen</strong> dürfen Sie selbst Hand anlegen.</p>',
                '<p>Iron glows in the smithy and the bakehouse smells of wood-fired bread. From April to October our craftspeople work every day – and in our <strong>workshop courses</strong> you can try it yourself.</p>',
                '<p>V kovárně žhne železo, z pekárny voní chléb z pece na dřevo. Od dubna do října předvádějí řemeslníci každý den své umění – a v našich <strong>dílnách</strong> si to můžete vyzkoušet sami.</p>',
              ),
            ),
          ),
        ],
      ],
    },
    {
      columns: [
        [
          definitions.imagelist.create({
            id: 'home-images',
            headline: x(l('Ein Jahr im Museumsdorf', 'A year in the museum village', 'Rok v muzejní vesnici')),
            format: 'standard',
            variant: 'slider',
            items: [
              item(img.village, l('Sommer am Dorfplatz', 'Summer on the village square', 'Léto na návsi')),
              item(
                img.barn,
                l('Erntedank in der Zehntscheune', 'Harvest festival in the tithe barn', 'Dožínky v desátkové stodole'),
              ),
              item(img.mill, l('Abendlicht an der Mühle', 'Evening light at the mill', 'Večerní světlo u mlýna')),
              item(img.winter, l('Winterzauber im Advent', 'Winter magic in Advent', 'Zimní kouzlo o adventu')),
            ],
          }),
        ],
      ],
    },
  ];
}
