/**
 * The demo magazine of the museum village: stories in German, English and Czech. Each entry has a
 * title, a teaser and body paragraphs per language; categories and tags by key.
 */
type Text = { t: string; teaser: string; p: string[] };
export type ArticleSeed = {
  key: string;
  days: number;
  author: string;
  image: string;
  cats: string[];
  tags: string[];
  de: Text;
  en: Text;
  cs?: Text;
};

export const categorySeeds = [
  { key: 'history', de: 'Geschichte & Häuser', en: 'History & buildings', cs: 'Historie a stavby' },
  { key: 'crafts', de: 'Handwerk', en: 'Crafts', cs: 'Řemesla' },
  { key: 'garden', de: 'Garten & Natur', en: 'Garden & nature', cs: 'Zahrada a příroda' },
  { key: 'life', de: 'Alltag & Feste', en: 'Everyday life & festivities', cs: 'Všední den a svátky' },
  { key: 'backstage', de: 'Hinter den Kulissen', en: 'Behind the scenes', cs: 'Zákulisí' },
] as const;

export const tagSeeds = [
  { key: 'restoration', de: 'Restaurierung', en: 'Restoration', cs: 'Restaurování' },
  { key: 'smithy', de: 'Schmiede', en: 'Smithy', cs: 'Kovárna' },
  { key: 'apples', de: 'Alte Obstsorten', en: 'Heritage fruit', cs: 'Staré odrůdy' },
  { key: 'wedding', de: 'Hochzeit', en: 'Wedding', cs: 'Svatba' },
  { key: 'timber', de: 'Fachwerk', en: 'Timber framing', cs: 'Hrázdění' },
  { key: 'children', de: 'Kinder', en: 'Children', cs: 'Děti' },
  { key: 'winter', de: 'Winter', en: 'Winter', cs: 'Zima' },
  { key: 'mill', de: 'Mühle', en: 'Mill', cs: 'Mlýn' },
  { key: 'baking', de: 'Backen', en: 'Baking', cs: 'Pečení' },
  { key: 'animals', de: 'Tiere', en: 'Animals', cs: 'Zvířata' },
  { key: 'textiles', de: 'Textilien', en: 'Textiles', cs: 'Textil' },
] as const;

export const articleSeeds: ArticleSeed[] = [
  {
    key: 'barn',
    days: -3,
    author: 'Dr. Hanna Wiegand',
    image: 'barn',
    cats: ['history', 'backstage'],
    tags: ['restoration', 'timber'],
    de: {
      t: 'Die Restaurierung der Zehntscheune',
      teaser: 'Zwei Jahre lang haben Zimmerleute die Zehntscheune von 1742 Balken für Balken instand gesetzt.',
      p: [
        'Als die Scheune 1978 aus Oberlind ins Museum kam, war ihr Dachstuhl schon vom Hausbock zerfressen. Für die Restaurierung haben unsere Zimmerleute 46 Eichenbalken mit alten Werkzeugen von Hand nachgebeilt.',
        'Die Fugen des Lehmfachwerks wurden mit Strohlehm aus der eigenen Grube geschlossen. Ab Mai ist die Zehntscheune wieder für Besucherinnen und Besucher geöffnet – mit einer neuen Ausstellung über Abgaben und Ernten.',
      ],
    },
    en: {
      t: 'Restoring the tithe barn',
      teaser: 'For two years carpenters repaired the tithe barn of 1742, beam by beam.',
      p: [
        'When the barn came to the museum from Oberlind in 1978, beetles had already eaten into its roof truss. For the restoration our carpenters hewed 46 oak beams by hand with traditional axes.',
        'The gaps in the wattle-and-daub walls were closed with straw clay from our own pit. From May the tithe barn is open to visitors again, with a new exhibition about tithes and harvests.',
      ],
    },
    cs: {
      t: 'Obnova desátkové stodoly',
      teaser: 'Dva roky tesaři opravovali desátkovou stodolu z roku 1742 trám po trámu.',
      p: [
        'Když stodola v roce 1978 přišla z Oberlindu do muzea, krov už byl napaden tesaříkem. Naši tesaři při obnově ručně otesali 46 dubových trámů tradičními sekerami.',
        'Spáry hrázděných stěn byly vyplněny hlínou se slámou z vlastní jámy. Od května je desátková stodola opět otevřena, s novou výstavou o desátcích a sklizni.',
      ],
    },
  },
  {
    key: 'apprentice',
    days: -7,
    author: 'Jonas Krämer',
    image: 'forge',
    cats: ['crafts'],
    tags: ['smithy', 'children'],
    de: {
      t: 'Die Lehrjahre des Schmieds',
      teaser: 'Wie wurde man um 1900 Dorfschmied? Unser Schmied Paul Reuter erzählt vom Lehrlingsleben.',
      p: [
        'Drei Jahre Lehre, sechs Tage die Woche, Arbeitsbeginn um fünf Uhr: Ein Schmiedelehrling um 1900 schürte zuerst das Feuer und zog den Blasebalg, bevor er den Hammer überhaupt halten durfte.',
        'In der Museumsschmiede zeigt Paul Reuter jeden Sonntag, wie ein Hufeisen entsteht. Kinder ab zehn Jahren dürfen in den Ferienkursen selbst einen Haken schmieden.',
      ],
    },
    en: {
      t: 'The smith’s apprenticeship',
      teaser: 'How did you become a village smith around 1900? Our smith Paul Reuter tells of an apprentice’s life.',
      p: [
        'Three years of training, six days a week, starting at five in the morning: an apprentice smith around 1900 first tended the fire and worked the bellows long before he was allowed to hold the hammer.',
        'Every Sunday Paul Reuter shows in the museum smithy how a horseshoe is made. In the holiday courses children aged ten and over may forge a hook themselves.',
      ],
    },
    cs: {
      t: 'Učednická léta kováře',
      teaser: 'Jak se kolem roku 1900 stával člověk vesnickým kovářem? Náš kovář Paul Reuter vypráví o životě učně.',
      p: [
        'Tři roky učení, šest dní v týdnu, začátek v pět ráno: kovářský učeň kolem roku 1900 nejprve rozdmýchával oheň a tahal měch, než směl vzít do ruky kladivo.',
        'Každou neděli Paul Reuter v muzejní kovárně ukazuje, jak vzniká podkova. Děti od deseti let si na prázdninových kurzech mohou samy vykovat háček.',
      ],
    },
  },
  {
    key: 'apples',
    days: -12,
    author: 'Marie Lindner',
    image: 'orchard',
    cats: ['garden'],
    tags: ['apples'],
    de: {
      t: 'Alte Apfelsorten auf der Streuobstwiese',
      teaser: 'Gravensteiner, Goldparmäne, Roter Boskoop: Auf unserer Streuobstwiese wachsen 64 alte Sorten.',
      p: [
        'Viele Apfelsorten, die um 1900 in jedem Dorf standen, sind heute aus den Supermärkten verschwunden. Auf der Streuobstwiese hinter dem Pfarrhaus erhalten wir 64 regionale Sorten, einige davon gibt es nur noch hier.',
        'Beim Apfeltag im Oktober können Sie die Sorten probieren und Ihre eigenen Äpfel von unserem Pomologen bestimmen lassen. Reiser für die Veredelung geben wir im Februar ab.',
      ],
    },
    en: {
      t: 'Heritage apple varieties in the orchard',
      teaser: 'Gravensteiner, Golden Pearmain, Red Boskoop: 64 old varieties grow in our meadow orchard.',
      p: [
        'Many apple varieties that grew in every village around 1900 have vanished from supermarkets. In the meadow orchard behind the parsonage we keep 64 regional varieties, some of which survive only here.',
        'On Apple Day in October you can taste them and have your own apples identified by our pomologist. Scions for grafting are available in February.',
      ],
    },
    cs: {
      t: 'Staré odrůdy jabloní v sadu',
      teaser: 'Gravštýnské, zlatá parména, červené boskopské: v našem sadu roste 64 starých odrůd.',
      p: [
        'Mnoho odrůd jablek, které kolem roku 1900 rostly v každé vsi, z obchodů zmizelo. V sadu za farou uchováváme 64 regionálních odrůd, některé z nich existují už jen zde.',
        'Na Jablečném dni v říjnu můžete odrůdy ochutnat a nechat si od našeho pomologa určit vlastní jablka. Rouby k roubování vydáváme v únoru.',
      ],
    },
  },
  {
    key: 'wedding',
    days: -18,
    author: 'Dr. Hanna Wiegand',
    image: 'wedding',
    cats: ['life', 'history'],
    tags: ['wedding', 'textiles'],
    de: {
      t: 'Eine Hochzeit im Jahr 1890',
      teaser: 'Drei Tage Fest, ein Brautwagen voller Aussteuer und das ganze Dorf als Gäste.',
      p: [
        'Als die Bauerntochter Katharina Vogt 1890 den Müllersohn Friedrich Hahn heiratete, feierte das ganze Dorf drei Tage lang. Der Brautwagen brachte Truhen, Betten und ein Spinnrad in ihr neues Zuhause.',
        'Im Hahnschen Hof zeigen wir die Aussteuer, das schwarze Brautkleid und die Hochzeitskrone. Jedes Jahr im Juni spielen wir die Hochzeit mit Musik und Tanz auf dem Dorfplatz nach.',
      ],
    },
    en: {
      t: 'A wedding in 1890',
      teaser: 'Three days of celebration, a bridal cart full of dowry and the whole village as guests.',
      p: [
        'When the farmer’s daughter Katharina Vogt married the miller’s son Friedrich Hahn in 1890, the whole village celebrated for three days. The bridal cart carried chests, beds and a spinning wheel to her new home.',
        'In the Hahn farmhouse we show the dowry, the black wedding dress and the bridal crown. Every June we re-enact the wedding with music and dancing on the village square.',
      ],
    },
    cs: {
      t: 'Svatba v roce 1890',
      teaser: 'Tři dny oslav, svatební vůz plný výbavy a celá vesnice jako hosté.',
      p: [
        'Když se selská dcera Katharina Vogtová v roce 1890 vdávala za mlynářova syna Friedricha Hahna, slavila celá vesnice tři dny. Svatební vůz odvezl truhly, postele a kolovrat do jejího nového domova.',
        'V Hahnově statku ukazujeme výbavu, černé svatební šaty a svatební korunku. Každý červen svatbu s hudbou a tancem na návsi znovu hrajeme.',
      ],
    },
  },
  {
    key: 'mill',
    days: -25,
    author: 'Thomas Berger',
    image: 'mill',
    cats: ['history', 'crafts'],
    tags: ['mill', 'restoration'],
    de: {
      t: 'Die Bockwindmühle dreht sich wieder',
      teaser: 'Nach dem Sturm im Februar hat die Mühle zwei neue Flügel bekommen.',
      p: [
        'Der Orkan im Februar hatte zwei Flügel der Bockwindmühle zerbrochen. Mühlenbauer aus der Lausitz haben sie aus Lärchenholz neu gebaut und im Juli mit einem Kran wieder angesetzt.',
        'An windigen Tagen mahlt der Müller wieder Roggen. Das Mehl verbacken wir im Backhaus zu Brot, das Sie im Museumsladen kaufen können.',
      ],
    },
    en: {
      t: 'The post windmill turns again',
      teaser: 'After the storm in February the mill has two new sails.',
      p: [
        'The February gale broke two sails of the post windmill. Millwrights from Lusatia rebuilt them in larch wood and fitted them again with a crane in July.',
        'On windy days the miller grinds rye again. We bake the flour into bread in the bakehouse, which you can buy in the museum shop.',
      ],
    },
    cs: {
      t: 'Sloupový mlýn se opět točí',
      teaser: 'Po únorové vichřici dostal mlýn dvě nová křídla.',
      p: [
        'Únorová vichřice zlomila dvě křídla sloupového větrného mlýna. Mlynáři z Lužice je postavili z modřínu a v červenci je jeřábem znovu nasadili.',
        'Za větrných dnů mlynář opět mele žito. Z mouky pečeme v pekárně chléb, který si můžete koupit v muzejním obchodě.',
      ],
    },
  },
  {
    key: 'bread',
    days: -31,
    author: 'Marie Lindner',
    image: 'village',
    cats: ['crafts', 'life'],
    tags: ['baking'],
    de: {
      t: 'Brot aus dem Holzofen',
      teaser: 'Jeden Samstag heizt Bäckerin Elke Sommer den Holzofen im Backhaus an.',
      p: [
        'Drei Stunden braucht der Ofen, bis die Schamottsteine heiß genug sind. Dann kehrt Elke Sommer die Glut aus und schiebt zwanzig Laibe Roggenbrot ein.',
        'Früher buk jede Familie einmal in zwei Wochen im Gemeindebackhaus. Wer mitbacken möchte, kann sich für unseren Backkurs anmelden.',
      ],
    },
    en: {
      t: 'Bread from the wood-fired oven',
      teaser: 'Every Saturday baker Elke Sommer fires up the wood oven in the bakehouse.',
      p: [
        'The oven needs three hours until the firebricks are hot enough. Then Elke Sommer sweeps out the embers and loads twenty loaves of rye bread.',
        'In the past each family baked once a fortnight in the village bakehouse. If you would like to bake with us, sign up for our baking course.',
      ],
    },
    cs: {
      t: 'Chléb z pece na dřevo',
      teaser: 'Každou sobotu pekařka Elke Sommerová roztápí pec v pekárně.',
      p: [
        'Pec potřebuje tři hodiny, než se šamotové cihly dostatečně rozpálí. Pak Elke Sommerová vymete žhavé uhlíky a vsází dvacet bochníků žitného chleba.',
        'Dříve pekla každá rodina jednou za čtrnáct dní v obecní pekárně. Kdo chce péct s námi, může se přihlásit do kurzu pečení.',
      ],
    },
  },
  {
    key: 'school',
    days: -38,
    author: 'Jonas Krämer',
    image: 'chapel',
    cats: ['history', 'life'],
    tags: ['children'],
    de: {
      t: 'Unterricht in der Dorfschule von 1910',
      teaser: 'Schiefertafel, Griffel und strenge Regeln: Schulklassen erleben eine Stunde wie vor hundert Jahren.',
      p: [
        'In der einklassigen Dorfschule saßen bis zu sechzig Kinder aller Jahrgänge. Der Lehrer unterrichtete Lesen, Rechnen, Religion und Heimatkunde – und im Sommer fehlten viele, weil sie bei der Ernte halfen.',
        'Unsere Schulstunde dauert 45 Minuten und endet mit Schönschrift in Sütterlin. Schulklassen melden sich bitte vier Wochen vorher an.',
      ],
    },
    en: {
      t: 'A lesson in the village school of 1910',
      teaser: 'Slates, slate pencils and strict rules: school classes experience a lesson as it was a century ago.',
      p: [
        'Up to sixty children of all ages sat in the one-room village school. The teacher taught reading, arithmetic, religion and local history – and in summer many were absent because they helped with the harvest.',
        'Our lesson lasts 45 minutes and ends with handwriting practice in Sütterlin script. Please book school visits four weeks in advance.',
      ],
    },
    cs: {
      t: 'Vyučování ve vesnické škole roku 1910',
      teaser: 'Břidlicová tabulka, rydlo a přísná pravidla: školní třídy zažijí hodinu jako před sto lety.',
      p: [
        'V jednotřídní vesnické škole sedělo až šedesát dětí všech ročníků. Učitel učil čtení, počty, náboženství a vlastivědu – a v létě mnohé chyběly, protože pomáhaly se žněmi.',
        'Naše vyučovací hodina trvá 45 minut a končí krasopisem. Školní třídy se prosím přihlaste čtyři týdny předem.',
      ],
    },
  },
  {
    key: 'sheep',
    days: -44,
    author: 'Marie Lindner',
    image: 'village',
    cats: ['garden'],
    tags: ['animals', 'textiles'],
    de: {
      t: 'Rhönschafe auf der Museumsweide',
      teaser: 'Die schwarzköpfigen Rhönschafe pflegen unsere Wiesen – und liefern Wolle für die Spinnstube.',
      p: [
        'Das Rhönschaf war um 1900 die häufigste Schafrasse der Mittelgebirge und stand Ende des 20. Jahrhunderts fast vor dem Aussterben. Unsere Herde von 28 Tieren hält die Hänge rund um das Dorf kurz.',
        'Im Mai werden die Schafe geschoren. Die Wolle waschen, kardieren und verspinnen Ehrenamtliche in der Spinnstube des Weberhauses.',
      ],
    },
    en: {
      t: 'Rhön sheep on the museum pasture',
      teaser: 'Our black-headed Rhön sheep graze the meadows and supply wool for the spinning room.',
      p: [
        'Around 1900 the Rhön sheep was the most common breed in the uplands, and by the end of the 20th century it was almost extinct. Our flock of 28 keeps the slopes around the village short.',
        'The sheep are shorn in May. Volunteers wash, card and spin the wool in the spinning room of the weaver’s house.',
      ],
    },
    cs: {
      t: 'Rhönské ovce na muzejní pastvině',
      teaser: 'Černohlavé rhönské ovce spásají naše louky a dávají vlnu pro přádelnu.',
      p: [
        'Rhönská ovce byla kolem roku 1900 nejrozšířenějším plemenem v horách a koncem 20. století téměř vyhynula. Naše stádo 28 zvířat udržuje svahy kolem vesnice.',
        'V květnu se ovce stříhají. Dobrovolníci vlnu perou, mykají a předou v přádelně tkalcovského domu.',
      ],
    },
  },
  {
    key: 'winter',
    days: -52,
    author: 'Thomas Berger',
    image: 'winter',
    cats: ['life'],
    tags: ['winter'],
    de: {
      t: 'Winterabende in der Spinnstube',
      teaser: 'Wenn draußen Schnee lag, trafen sich die Frauen des Dorfes zum Spinnen, Singen und Erzählen.',
      p: [
        'Licht und Holz waren teuer, also rückte man im Winter zusammen: Reihum trafen sich die Frauen in einer Stube, spannen Flachs und erzählten sich Geschichten. Die jungen Männer kamen später dazu.',
        'An den Adventswochenenden beleuchten wir die Spinnstube mit Talglichtern und laden zu Liedern und Märchen am Kachelofen ein.',
      ],
    },
    en: {
      t: 'Winter evenings in the spinning room',
      teaser: 'When snow lay outside, the village women met to spin, sing and tell stories.',
      p: [
        'Light and firewood were expensive, so people drew together in winter: the women met in one parlour after another, spun flax and told stories. The young men joined them later.',
        'On Advent weekends we light the spinning room with tallow candles and invite you to songs and fairy tales by the tiled stove.',
      ],
    },
    cs: {
      t: 'Zimní večery na přástkách',
      teaser: 'Když venku ležel sníh, scházely se ženy z vesnice k předení, zpěvu a vyprávění.',
      p: [
        'Světlo i dřevo byly drahé, a tak se v zimě lidé scházeli: ženy se střídavě setkávaly v jedné světnici, předly len a vyprávěly si příběhy. Mladí muži přicházeli později.',
        'O adventních víkendech osvětlujeme přástky lojovými svíčkami a zveme na písně a pohádky u kachlových kamen.',
      ],
    },
  },
  {
    key: 'timber',
    days: -60,
    author: 'Dr. Hanna Wiegand',
    image: 'village',
    cats: ['history'],
    tags: ['timber', 'restoration'],
    de: {
      t: 'Fachwerk lesen lernen',
      teaser: 'Andreaskreuz, Feuerbock, Mannfigur: Was die Balken eines Fachwerkhauses erzählen.',
      p: [
        'Fachwerk war nicht nur Konstruktion, sondern auch Schmuck und Zeichen. Die Mannfigur an der Ecke eines Hauses sollte Stabilität und Schutz ausdrücken, geschnitzte Inschriften nennen Bauherren und Baujahr.',
        'Bei der Führung „Fachwerk lesen“ gehen wir von Haus zu Haus und entziffern gemeinsam die Zeichen im Holz.',
      ],
    },
    en: {
      t: 'Learning to read timber frames',
      teaser: 'St Andrew’s crosses, fire trestles, the “man” figure: what the beams of a half-timbered house tell.',
      p: [
        'Timber framing was not only construction but also decoration and symbol. The “man” figure at a corner expressed stability and protection, carved inscriptions name the builders and the year.',
        'On the guided tour “Reading timber frames” we go from house to house and decipher the signs in the wood together.',
      ],
    },
    cs: {
      t: 'Jak číst hrázděné domy',
      teaser: 'Ondřejský kříž, kozlík, postava muže: co vyprávějí trámy hrázděného domu.',
      p: [
        'Hrázdění nebylo jen konstrukcí, ale i ozdobou a znamením. Postava muže na rohu domu vyjadřovala stabilitu a ochranu, vyřezávané nápisy uvádějí stavebníky a rok stavby.',
        'Na prohlídce „Jak číst hrázdění“ chodíme od domu k domu a společně luštíme znaky ve dřevě.',
      ],
    },
  },
  {
    key: 'herbs',
    days: -67,
    author: 'Marie Lindner',
    image: 'orchard',
    cats: ['garden'],
    tags: ['children'],
    de: {
      t: 'Heilkräuter im Bauerngarten',
      teaser: 'Ringelblume, Salbei, Beinwell: Im Bauerngarten wuchs die Hausapotheke des Dorfes.',
      p: [
        'Einen Arzt gab es um 1850 erst in der Kreisstadt. Für Husten, Wunden und Bauchweh hatte jede Bäuerin ihre Kräuter im Garten – und ihr Wissen gab sie an die Töchter weiter.',
        'Unsere Gärtnerin zeigt Ihnen bei der Kräuterführung, welche Pflanzen wofür verwendet wurden, und was man heute besser nicht mehr nachmacht.',
      ],
    },
    en: {
      t: 'Medicinal herbs in the cottage garden',
      teaser: 'Marigold, sage, comfrey: the village medicine cabinet grew in the cottage garden.',
      p: [
        'Around 1850 the nearest doctor lived in the district town. For coughs, wounds and stomach ache every farmer’s wife had her herbs in the garden – and passed her knowledge on to her daughters.',
        'On the herb tour our gardener shows which plants were used for what, and which remedies you had better not copy today.',
      ],
    },
    cs: {
      t: 'Léčivé byliny v selské zahradě',
      teaser: 'Měsíček, šalvěj, kostival: v selské zahradě rostla vesnická lékárna.',
      p: [
        'Lékař byl kolem roku 1850 až v okresním městě. Na kašel, rány a bolesti břicha měla každá selka byliny na zahradě – a své znalosti předávala dcerám.',
        'Naše zahradnice vám na bylinkové prohlídce ukáže, které rostliny se k čemu používaly a co už dnes raději nenapodobovat.',
      ],
    },
  },
  {
    key: 'weaver',
    days: -75,
    author: 'Jonas Krämer',
    image: 'workshop',
    cats: ['crafts'],
    tags: ['textiles'],
    de: {
      t: 'Am Webstuhl des Leinewebers',
      teaser: 'Im Weberhaus klappert wieder der Handwebstuhl von 1820.',
      p: [
        'Leinen war der wichtigste Stoff des Dorfes: für Hemden, Bettwäsche und Säcke. Vom Flachsfeld bis zum fertigen Tuch dauerte es fast ein Jahr und brauchte viele Hände.',
        'Unsere Weberin Ruth Albrecht webt jeden Mittwoch und Sonntag Handtücher nach alten Mustern. Sie zeigt auch, wie man Flachs bricht, schwingt und hechelt.',
      ],
    },
    en: {
      t: 'At the linen weaver’s loom',
      teaser: 'The hand loom of 1820 is clattering again in the weaver’s house.',
      p: [
        'Linen was the village’s most important fabric: for shirts, bed linen and sacks. From the flax field to the finished cloth took almost a year and many hands.',
        'Our weaver Ruth Albrecht weaves towels in old patterns every Wednesday and Sunday. She also shows how flax is broken, scutched and hackled.',
      ],
    },
    cs: {
      t: 'U stavu tkalce plátna',
      teaser: 'V tkalcovském domě opět klape ruční stav z roku 1820.',
      p: [
        'Plátno bylo nejdůležitější látkou vesnice: na košile, povlečení i pytle. Od lněného pole po hotové plátno to trvalo téměř rok a bylo potřeba mnoha rukou.',
        'Naše tkadlena Ruth Albrechtová tká každou středu a neděli ručníky podle starých vzorů. Ukazuje také, jak se len láme, vochluje a češe.',
      ],
    },
  },
  {
    key: 'chapel',
    days: -83,
    author: 'Dr. Hanna Wiegand',
    image: 'chapel',
    cats: ['history'],
    tags: ['restoration'],
    de: {
      t: 'Die Fresken der Dorfkapelle',
      teaser: 'Unter sieben Farbschichten kamen Wandmalereien aus dem 17. Jahrhundert zum Vorschein.',
      p: [
        'Bei der Sanierung der Kapelle fanden Restauratorinnen unter dem Putz Reste einer Ausmalung: Heilige, Rankenwerk und eine Inschrift von 1684. Mit Skalpell und Pinsel wurden sie Zentimeter für Zentimeter freigelegt.',
        'Die Fresken sind nun durch eine Glaswand geschützt. Bei der Kapellenführung erfahren Sie, was die Bilder den Menschen damals bedeuteten.',
      ],
    },
    en: {
      t: 'The frescoes of the village chapel',
      teaser: 'Under seven layers of paint, murals from the 17th century came to light.',
      p: [
        'While repairing the chapel, conservators found remains of painted decoration under the plaster: saints, tendrils and an inscription dated 1684. They uncovered them centimetre by centimetre with scalpel and brush.',
        'The frescoes are now protected behind a glass wall. On the chapel tour you learn what the pictures meant to people at the time.',
      ],
    },
    cs: {
      t: 'Fresky vesnické kaple',
      teaser: 'Pod sedmi vrstvami barvy se objevily nástěnné malby ze 17. století.',
      p: [
        'Při opravě kaple našly restaurátorky pod omítkou zbytky výmalby: světce, úponky a nápis z roku 1684. Skalpelem a štětcem je odkrývaly centimetr po centimetru.',
        'Fresky jsou nyní chráněny skleněnou stěnou. Na prohlídce kaple se dozvíte, co obrazy tehdejším lidem znamenaly.',
      ],
    },
  },
  {
    key: 'kirmes',
    days: -92,
    author: 'Thomas Berger',
    image: 'wedding',
    cats: ['life'],
    tags: ['children'],
    de: {
      t: 'Kirmes wie vor hundert Jahren',
      teaser: 'Karussell mit Handbetrieb, Sackhüpfen und Blasmusik: So feierte das Dorf sein Kirchweihfest.',
      p: [
        'Die Kirmes war der Höhepunkt des Dorfjahres. Nach der Ernte gab es Kuchen aus dem Backhaus, Tanz im Gasthof und Spiele für die Kinder.',
        'Beim Museumsfest im September dreht sich unser handbetriebenes Kettenkarussell von 1912. Die Blaskapelle Lindenau spielt am Nachmittag.',
      ],
    },
    en: {
      t: 'A village fair as it was a century ago',
      teaser: 'A hand-cranked carousel, sack races and brass music: how the village celebrated its church fair.',
      p: [
        'The church fair was the high point of the village year. After the harvest there was cake from the bakehouse, dancing at the inn and games for the children.',
        'At the museum festival in September our hand-cranked chain carousel of 1912 turns again. The Lindenau brass band plays in the afternoon.',
      ],
    },
    cs: {
      t: 'Posvícení jako před sto lety',
      teaser: 'Kolotoč na ruční pohon, skákání v pytli a dechovka: tak slavila vesnice posvícení.',
      p: [
        'Posvícení bylo vrcholem vesnického roku. Po žních byly koláče z pekárny, tanec v hostinci a hry pro děti.',
        'Na muzejní slavnosti v září se opět točí náš řetízkový kolotoč na ruční pohon z roku 1912. Odpoledne hraje dechová hudba Lindenau.',
      ],
    },
  },
  {
    key: 'volunteers',
    days: -100,
    author: 'Jonas Krämer',
    image: 'workshop',
    cats: ['backstage'],
    tags: [],
    de: {
      t: 'Ein Tag mit unseren Ehrenamtlichen',
      teaser: 'Über 120 Menschen helfen im Museumsdorf mit – vom Gänsehüten bis zur Kasse.',
      p: [
        'Ohne Ehrenamtliche gäbe es kein lebendiges Museumsdorf. Sie hüten Gänse, führen Gruppen, backen Brot und reparieren Zäune. Die älteste Helferin ist 86 Jahre alt.',
        'Wer mitmachen möchte, kommt zu unserem Kennenlerntag im März. Vorkenntnisse braucht es keine, nur Lust auf Geschichte und frische Luft.',
      ],
    },
    en: {
      t: 'A day with our volunteers',
      teaser: 'More than 120 people help in the museum village, from herding geese to the ticket desk.',
      p: [
        'Without volunteers there would be no living museum village. They herd geese, guide groups, bake bread and mend fences. Our oldest helper is 86.',
        'If you would like to join, come to our open day in March. No experience is needed, just a liking for history and fresh air.',
      ],
    },
    cs: {
      t: 'Den s našimi dobrovolníky',
      teaser: 'V muzejní vesnici pomáhá přes 120 lidí – od pasení hus po pokladnu.',
      p: [
        'Bez dobrovolníků by nebyla žádná živá muzejní vesnice. Pasou husy, provázejí skupiny, pečou chléb a opravují ploty. Nejstarší pomocnici je 86 let.',
        'Kdo se chce přidat, přijďte na náš seznamovací den v březnu. Žádné předchozí znalosti nejsou potřeba.',
      ],
    },
  },
  {
    key: 'potters',
    days: -108,
    author: 'Marie Lindner',
    image: 'workshop',
    cats: ['crafts'],
    tags: [],
    de: {
      t: 'Töpfern an der Drehscheibe',
      teaser: 'Im Töpferhaus entstehen Krüge und Schüsseln nach Funden aus dem Dorfbrunnen.',
      p: [
        'Beim Reinigen des alten Dorfbrunnens kamen Scherben von über zweihundert Gefäßen zutage. Unser Töpfer Karl Demuth formt sie auf der fußbetriebenen Drehscheibe nach und brennt sie im Holzofen.',
        'In den Töpferkursen für Erwachsene entsteht an zwei Tagen eine eigene Schüssel mit Malhorn-Dekor.',
      ],
    },
    en: {
      t: 'Throwing pots on the wheel',
      teaser: 'In the potter’s house, jugs and bowls are made after finds from the village well.',
      p: [
        'When the old village well was cleaned, shards of more than two hundred vessels came to light. Our potter Karl Demuth recreates them on the kick wheel and fires them in the wood kiln.',
        'In the two-day pottery course for adults you make your own bowl with slip-trailed decoration.',
      ],
    },
    cs: {
      t: 'Hrnčířství na kruhu',
      teaser: 'V hrnčířském domě vznikají džbány a mísy podle nálezů z vesnické studny.',
      p: [
        'Při čištění staré vesnické studny se objevily střepy více než dvou set nádob. Náš hrnčíř Karl Demuth je napodobuje na kruhu šlapaném nohou a vypaluje v peci na dřevo.',
        'Na dvoudenním kurzu pro dospělé si vyrobíte vlastní mísu zdobenou kulkou.',
      ],
    },
  },
  {
    key: 'geese',
    days: -115,
    author: 'Thomas Berger',
    image: 'village',
    cats: ['garden', 'life'],
    tags: ['animals', 'children'],
    de: {
      t: 'Gänsehüten war Kinderarbeit',
      teaser: 'Schon mit sechs Jahren trieben Dorfkinder die Gänse auf die Anger.',
      p: [
        'Gänse lieferten Federn für die Betten, Fett für den Winter und den Festbraten zu Martini. Gehütet wurden sie von den Kindern, oft anstatt zur Schule zu gehen.',
        'Heute watscheln unsere Pommerngänse jeden Morgen zum Dorfteich. Kinder dürfen beim Füttern um elf Uhr helfen.',
      ],
    },
    en: {
      t: 'Herding geese was children’s work',
      teaser: 'From the age of six, village children drove the geese to the common.',
      p: [
        'Geese provided feathers for the beds, fat for the winter and the roast for St Martin’s Day. Children herded them, often instead of going to school.',
        'Today our Pomeranian geese waddle to the village pond every morning. Children may help feed them at eleven o’clock.',
      ],
    },
    cs: {
      t: 'Pasení hus byla práce dětí',
      teaser: 'Už v šesti letech hnaly vesnické děti husy na pastvu.',
      p: [
        'Husy dávaly peří do postelí, sádlo na zimu a pečeni na svatého Martina. Pásly je děti, často místo školy.',
        'Dnes naše pomořanské husy každé ráno kolébavě míří k rybníku. Děti mohou v jedenáct hodin pomáhat s krmením.',
      ],
    },
  },
  {
    key: 'roof',
    days: -124,
    author: 'Dr. Hanna Wiegand',
    image: 'barn',
    cats: ['backstage', 'crafts'],
    tags: ['restoration'],
    de: {
      t: 'Ein neues Reetdach für das Tagelöhnerhaus',
      teaser: 'Dachdecker haben 3.000 Bund Schilfrohr auf das kleinste Haus im Dorf gebracht.',
      p: [
        'Das Tagelöhnerhaus von 1780 ist das bescheidenste Gebäude des Museums: zwei Räume für sieben Menschen. Sein Reetdach war nach vierzig Jahren undicht geworden.',
        'Die Reetdecker haben das Schilf aus dem Oderbruch geholt und Bund für Bund mit Weidenruten festgebunden. Das neue Dach soll wieder vierzig Jahre halten.',
      ],
    },
    en: {
      t: 'A new thatched roof for the labourer’s cottage',
      teaser: 'Thatchers laid 3,000 bundles of reed on the smallest house in the village.',
      p: [
        'The day labourer’s cottage of 1780 is the humblest building in the museum: two rooms for seven people. After forty years its thatched roof had started to leak.',
        'The thatchers brought reed from the Oder marshes and tied it down bundle by bundle with willow rods. The new roof should last another forty years.',
      ],
    },
    cs: {
      t: 'Nová rákosová střecha pro chalupu nádeníka',
      teaser: 'Pokrývači položili na nejmenší dům ve vesnici 3 000 otepí rákosu.',
      p: [
        'Chalupa nádeníka z roku 1780 je nejskromnější stavbou muzea: dvě místnosti pro sedm lidí. Její rákosová střecha po čtyřiceti letech začala zatékat.',
        'Pokrývači přivezli rákos z Poodří a otep po otepi jej přivázali vrbovými pruty. Nová střecha má vydržet dalších čtyřicet let.',
      ],
    },
  },
  {
    key: 'christmas',
    days: -135,
    author: 'Marie Lindner',
    image: 'winter',
    cats: ['life'],
    tags: ['winter', 'baking'],
    de: {
      t: 'Weihnachten im Museumsdorf',
      teaser: 'Stollen aus dem Backhaus, Krippenspiel in der Kapelle und Laternen auf dem Dorfplatz.',
      p: [
        'Um 1900 schmückte man den Weihnachtsbaum mit Äpfeln, Nüssen und Strohsternen. Geschenke waren selten: ein paar Socken, ein Holzspielzeug, eine Orange.',
        'An den Adventswochenenden backen wir Stollen nach dem Rezept der Familie Hahn, und in der Kapelle führen Kinder aus Lindenau das Krippenspiel auf.',
      ],
    },
    en: {
      t: 'Christmas in the museum village',
      teaser: 'Stollen from the bakehouse, a nativity play in the chapel and lanterns on the village square.',
      p: [
        'Around 1900 the Christmas tree was decorated with apples, nuts and straw stars. Presents were rare: a pair of socks, a wooden toy, an orange.',
        'On Advent weekends we bake stollen from the Hahn family recipe, and children from Lindenau perform the nativity play in the chapel.',
      ],
    },
    cs: {
      t: 'Vánoce v muzejní vesnici',
      teaser: 'Štola z pekárny, betlémská hra v kapli a lucerny na návsi.',
      p: [
        'Kolem roku 1900 se vánoční stromek zdobil jablky, ořechy a slaměnými hvězdami. Dárky byly vzácné: pár ponožek, dřevěná hračka, pomeranč.',
        'O adventních víkendech pečeme štolu podle receptu rodiny Hahnových a děti z Lindenau hrají v kapli betlémskou hru.',
      ],
    },
  },
  {
    key: 'archive',
    days: -146,
    author: 'Dr. Hanna Wiegand',
    image: 'chapel',
    cats: ['backstage', 'history'],
    tags: [],
    de: {
      t: 'Im Depot: 30.000 Dinge des Alltags',
      teaser: 'Vom Butterfass bis zum Taufkleid: Ein Blick in unser Sammlungsdepot.',
      p: [
        'Nur ein Zehntel unserer Sammlung ist in den Häusern zu sehen. Der Rest lagert klimatisiert im Depot: Möbel, Werkzeuge, Kleidung, Fotos und Briefe aus drei Jahrhunderten.',
        'Einmal im Monat öffnen wir das Depot für eine Führung. Dabei zeigen wir auch, wie Objekte inventarisiert und vor Motten geschützt werden.',
      ],
    },
    en: {
      t: 'In the store: 30,000 everyday objects',
      teaser: 'From the butter churn to the christening gown: a look into our collection store.',
      p: [
        'Only a tenth of our collection is on show in the houses. The rest is kept in the climate-controlled store: furniture, tools, clothing, photographs and letters from three centuries.',
        'Once a month we open the store for a guided tour and show how objects are catalogued and protected from moths.',
      ],
    },
    cs: {
      t: 'V depozitáři: 30 000 předmětů všedního dne',
      teaser: 'Od máselnice po křestní šaty: pohled do našeho depozitáře.',
      p: [
        'V domech je vystavena jen desetina naší sbírky. Zbytek je uložen v klimatizovaném depozitáři: nábytek, nářadí, oděvy, fotografie a dopisy ze tří století.',
        'Jednou měsíčně depozitář otevíráme pro prohlídku a ukazujeme, jak se předměty evidují a chrání před moly.',
      ],
    },
  },
  {
    key: 'horses',
    days: -158,
    author: 'Thomas Berger',
    image: 'barn',
    cats: ['garden', 'crafts'],
    tags: ['animals', 'smithy'],
    de: {
      t: 'Kaltblüter bei der Feldarbeit',
      teaser: 'Unsere Rheinisch-Deutschen Kaltblüter pflügen den Kartoffelacker wie vor hundert Jahren.',
      p: [
        'Bevor der Traktor kam, zogen Pferde Pflug, Egge und Erntewagen. Unsere Stuten Liese und Berta sind zwölf und vierzehn Jahre alt und jeden Frühling auf dem Acker im Einsatz.',
        'Der Hufschmied kommt alle acht Wochen und beschlägt die Pferde in der Museumsschmiede – Zuschauen ausdrücklich erwünscht.',
      ],
    },
    en: {
      t: 'Draught horses in the field',
      teaser: 'Our Rhenish German draught horses plough the potato field as they did a hundred years ago.',
      p: [
        'Before the tractor, horses pulled plough, harrow and harvest cart. Our mares Liese and Berta are twelve and fourteen and work the field every spring.',
        'The farrier comes every eight weeks and shoes the horses in the museum smithy – visitors are welcome to watch.',
      ],
    },
    cs: {
      t: 'Chladnokrevníci při práci na poli',
      teaser: 'Naši rýnsko-němečtí chladnokrevníci orají bramborové pole jako před sto lety.',
      p: [
        'Než přišel traktor, tahali koně pluh, brány i žebřiňák. Naše klisny Liese a Berta je jim dvanáct a čtrnáct let a každé jaro pracují na poli.',
        'Podkovář přijíždí každých osm týdnů a koně kuje v muzejní kovárně – diváci jsou vítáni.',
      ],
    },
  },
  {
    key: 'theatre',
    days: -170,
    author: 'Jonas Krämer',
    image: 'village',
    cats: ['backstage', 'life'],
    tags: [],
    de: {
      t: 'Proben für das Sommertheater',
      teaser: 'Auf der Freilichtbühne am Dorfteich probt das Ensemble die neue Komödie.',
      p: [
        'Seit zwanzig Jahren spielt das Lindenauer Sommertheater auf der Bühne am Dorfteich. Dieses Jahr steht eine Komödie über einen Erbstreit um eine Mühle auf dem Programm.',
        'Zehn Wochen lang wird geprobt, abends nach Museumsschluss. Kostüme und Requisiten stammen zum Teil aus unserem Depot.',
      ],
    },
    en: {
      t: 'Rehearsing the summer theatre',
      teaser: 'On the open-air stage by the village pond the ensemble rehearses its new comedy.',
      p: [
        'For twenty years the Lindenau summer theatre has played on the stage by the village pond. This year’s comedy is about a family quarrel over a mill inheritance.',
        'Rehearsals run for ten weeks, in the evenings after closing time. Some costumes and props come from our collection store.',
      ],
    },
    cs: {
      t: 'Zkoušky letního divadla',
      teaser: 'Na přírodní scéně u rybníka zkouší soubor novou komedii.',
      p: [
        'Už dvacet let hraje letní divadlo Lindenau na scéně u návesního rybníka. Letos je na programu komedie o sporu o dědictví mlýna.',
        'Zkouší se deset týdnů, večer po zavírací době. Kostýmy a rekvizity pocházejí zčásti z našeho depozitáře.',
      ],
    },
  },
  {
    key: 'broom',
    days: -180,
    author: 'Marie Lindner',
    image: 'workshop',
    cats: ['crafts'],
    tags: [],
    de: {
      t: 'Besenbinden mit Birkenreisig',
      teaser: 'Ein Handwerk, das fast jeder im Dorf beherrschte: der Reisigbesen.',
      p: [
        'Im Spätwinter schnitten die Männer Birkenreisig und banden daraus Besen für Hof und Stall. Was übrig blieb, verkauften sie auf dem Markt in der Stadt.',
        'Beim Mitmachtag zeigen wir, wie Reisig gebündelt, gebunden und auf den Stiel gesetzt wird.',
      ],
    },
    en: {
      t: 'Making birch brooms',
      teaser: 'A craft almost everyone in the village knew: the birch twig broom.',
      p: [
        'In late winter the men cut birch twigs and bound them into brooms for yard and stable. Whatever was left over they sold at the market in town.',
        'On our hands-on day we show how twigs are bundled, bound and fixed to the handle.',
      ],
    },
  },
];
