import { bid, l, type L } from './gallery-kit';
import type { DemoImageIds } from './images';
import { definitions, type BlockOf } from '@/features/blocks';

/** Image and media modules of the gallery: images, image lists, video, audio, viewer, social media. */
export function imageModules(x: (v: L) => string, img: DemoImageIds) {
  const image = (id: number, format: BlockOf<'image'>['format'], description: L, link_url = '') =>
    definitions.image.create({ id: bid('image'), image: id, format, link_url, description: x(description) });
  return {
    large: image(
      img.village,
      'large',
      l(
        'Der Dorfplatz mit Linde und Brunnen',
        'The village square with its lime tree and well',
        'Náves s lípou a studnou',
      ),
    ),
    medium: image(
      img.barn,
      'medium',
      l('Die Zehntscheune von 1742', 'The tithe barn of 1742', 'Desátková stodola z roku 1742'),
    ),
    small: image(img.chapel, 'small', l('Die Dorfkapelle', 'The village chapel', 'Vesnická kaple')),
    vertical: image(
      img.mill,
      'vertical',
      l(
        'Bockwindmühle (Hochformat 400 × 500)',
        'Post windmill (portrait 400 × 500)',
        'Sloupový mlýn (na výšku 400 × 500)',
      ),
    ),
    horizontal: image(
      img.winter,
      'horizontal',
      l(
        'Das Dorf im Schnee (Querformat 1240 × 700)',
        'The village in the snow (landscape 1240 × 700)',
        'Vesnice pod sněhem (na šířku 1240 × 700)',
      ),
    ),
  };
}

export function imageListModules(x: (v: L) => string, img: DemoImageIds) {
  const item = (id: number, caption: L) => ({ id: bid('imageitem'), image: id, caption: x(caption), link_url: '' });
  const items = () => [
    item(img.village, l('Sommer am Dorfplatz', 'Summer on the village square', 'Léto na návsi')),
    item(
      img.barn,
      l('Erntedank in der Zehntscheune', 'Harvest festival in the tithe barn', 'Dožínky v desátkové stodole'),
    ),
    item(img.mill, l('Abendlicht an der Mühle', 'Evening light at the mill', 'Večerní světlo u mlýna')),
    item(img.workshop, l('Offene Werkstatt', 'Open workshop', 'Otevřená dílna')),
    item(img.chapel, l('Die Dorfkapelle', 'The village chapel', 'Vesnická kaple')),
    item(img.winter, l('Winter im Museumsdorf', 'Winter in the museum village', 'Zima v muzejní vesnici')),
  ];
  const list = (
    variant: BlockOf<'imagelist'>['variant'],
    headline: L,
    format: BlockOf<'imagelist'>['format'] = 'standard',
  ) => definitions.imagelist.create({ id: bid('imagelist'), headline: x(headline), format, variant, items: items() });
  return [
    list('slider', l('Ein Jahr im Museumsdorf', 'A year in the museum village', 'Rok v muzejní vesnici')),
    list('grid', l('Bildergalerie im Raster', 'Image grid', 'Galerie v mřížce'), 'square'),
    list('masonry', l('Mauerwerk-Galerie', 'Masonry gallery', 'Zděná galerie')),
    list('parallax', l('Panorama mit Parallaxe', 'Panorama with parallax', 'Panorama s paralaxou'), 'wide'),
  ];
}

export function mediaModules(x: (v: L) => string, img: DemoImageIds) {
  return [
    definitions.video.create({
      id: bid('video'),
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      image: img.workshop,
      title: x(
        l(
          'Schmiedevorführung: vom Rundstab zum Hufeisen',
          'Smithy demonstration: from round bar to horseshoe',
          'Ukázka v kovárně: od tyče k podkově',
        ),
      ),
      length: '4:32',
      anchor: '',
    }),
    definitions.video_self_hosted.create({
      id: bid('video-self'),
      file: '/demo-media/windmuehle.webm',
      image: img.mill,
      title: x(
        l(
          'Die Flügel der Bockwindmühle drehen sich',
          'The sails of the post windmill turning',
          'Lopatky sloupového mlýna se otáčejí',
        ),
      ),
    }),
    definitions.audio.create({
      id: bid('audio'),
      embed:
        '<iframe src="https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk" width="100%" height="232"></iframe>',
      media_type: 'spotify',
      title: x(
        l(
          'Podcast „Dorfgeschichten“, Folge 12: Die Müllerin',
          'Podcast “Village stories”, episode 12: The miller’s wife',
          'Podcast „Vesnické příběhy“, díl 12: Mlynářka',
        ),
      ),
      anchor: '',
    }),
    definitions.audio_self_hosted.create({
      id: bid('audio-self'),
      file: '/demo-media/dorfglocke.wav',
      title: x(l('Die Glocke der Dorfkapelle', 'The bell of the village chapel', 'Zvon vesnické kaple')),
      description: x(
        l(
          'Drei Schläge der Bronzeglocke von 1796. Sie läutet jeden Sonntag um 12 Uhr.',
          'Three strokes of the bronze bell of 1796. It rings every Sunday at noon.',
          'Tři údery bronzového zvonu z roku 1796. Zvoní každou neděli ve 12 hodin.',
        ),
      ),
    }),
    definitions.viewer.create({
      id: bid('viewer'),
      embed: 'https://issuu.com/freilichtmuseum-lindenau/docs/jahresprogramm-2026',
      media_type: 'issuu',
      title: x(l('Jahresprogramm zum Blättern', 'Annual programme to leaf through', 'Roční program k listování')),
      anchor: '',
    }),
    definitions.socialmedia.create({
      id: bid('social'),
      embed: 'https://www.instagram.com/p/C4lindenau1/',
      media_type: 'instagram',
      title: x(
        l(
          'Frisch aus dem Backhaus – unser Instagram-Beitrag',
          'Fresh from the bakehouse – our Instagram post',
          'Čerstvě z pekárny – náš příspěvek na Instagramu',
        ),
      ),
      anchor: '',
    }),
    definitions.videolist.create({
      id: bid('videolist'),
      headline: x(l('Filme aus dem Museumsdorf', 'Films from the museum village', 'Filmy z muzejní vesnice')),
      items: [
        {
          id: bid('videoitem'),
          video_url: 'https://youtu.be/aqz-KE-bpKQ',
          image: null,
          title: x(l('Brotbacken im Holzofen', 'Baking bread in the wood-fired oven', 'Pečení chleba v peci na dřevo')),
          length: '6:10',
        },
        {
          id: bid('videoitem'),
          video_url: 'https://vimeo.com/76979871',
          image: null,
          title: x(
            l(
              'Ein Haus zieht um: die Translozierung der Dorfschule',
              'A house moves: relocating the village school',
              'Dům se stěhuje: přenesení vesnické školy',
            ),
          ),
          length: '12:45',
        },
      ],
    }),
  ];
}

export function logoListModule(x: (v: L) => string, logos: { name: string; id: number; url: string }[]) {
  return definitions.logolist.create({
    id: bid('logolist'),
    headline: x(l('Mit freundlicher Unterstützung', 'With the kind support of', 'S laskavou podporou')),
    items: logos.map((logo) => ({ id: bid('logo'), image: logo.id, name: logo.name, link_url: logo.url })),
  });
}
