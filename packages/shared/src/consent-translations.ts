import type { CompleteTranslations, FrameTranslations } from '@c15t/translations';
import { SUPPORTED_LANGUAGES, type Language } from './languages.ts';

/**
 * The consent widget's texts in the product's nine languages, with c15t 2.x's key
 * names, so a set drops into its `i18n.messages` (and /init's `translations`).
 * c15t ships none for Catalan, Basque or Galician; all nine are written here, for
 * the town, rather than taken from c15t. The IAB group is left out: the product
 * does not run IAB TCF.
 */
export type ConsentTexts = Omit<CompleteTranslations, 'iab' | 'frame'> & { frame: Required<FrameTranslations> };

/** Groups and keys every language has (SPEC.md §3 names the first four). */
export const CONSENT_TEXT_GROUPS = [
  'common',
  'cookieBanner',
  'consentManagerDialog',
  'consentTypes',
  'frame',
  'legalLinks',
] as const;

export const CONSENT_TRANSLATIONS: Readonly<Record<Language, ConsentTexts>> = {
  es: {
    common: {
      acceptAll: 'Aceptar todo',
      rejectAll: 'Rechazar todo',
      customize: 'Personalizar',
      save: 'Guardar preferencias',
      close: 'Cerrar',
      securedBy: 'Protegido por',
    },
    cookieBanner: {
      title: 'Tu privacidad nos importa',
      description:
        'Usamos cookies y tecnologías similares para que la guía funcione bien y, si nos lo permites, para medir las visitas y mejorar los contenidos. Puedes aceptarlas todas, rechazar las opcionales o decidir cuáles permites.',
    },
    consentManagerDialog: {
      title: 'Configuración de privacidad',
      description:
        'Elige qué tipos de cookies y tecnologías similares podemos usar. Puedes cambiar tu decisión cuando quieras.',
    },
    consentTypes: {
      necessary: {
        title: 'Estrictamente necesarias',
        description:
          'Son imprescindibles para que el sitio funcione: recuerdan tu idioma, el tema y tus preferencias de privacidad, y mantienen segura tu sesión. No se pueden desactivar.',
      },
      functionality: {
        title: 'Funcionalidad',
        description: 'Activan funciones adicionales, como mapas, chat y contenidos insertados de otros servicios.',
      },
      experience: {
        title: 'Experiencia',
        description:
          'Nos ayudan a adaptar la guía a ti y a probar mejoras, por ejemplo recordando lo que has consultado.',
      },
      measurement: {
        title: 'Análisis',
        description: 'Nos permiten contar las visitas y ver cómo se usa la guía para poder mejorarla.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Permiten que nosotros y nuestros socios te mostremos anuncios que te interesen y midamos su eficacia.',
      },
    },
    frame: {
      title: 'Acepta las cookies de «{category}» para ver este contenido.',
      actionButton: 'Permitir «{category}»',
      policyBlocked: 'Este contenido no está disponible con las normas de consentimiento que se aplican en tu región.',
      loading: 'Cargando el contenido…',
      error: 'No se ha podido cargar este contenido.',
    },
    legalLinks: {
      privacyPolicy: 'Política de privacidad',
      cookiePolicy: 'Política de cookies',
      termsOfService: 'Condiciones de uso',
    },
  },

  ca: {
    common: {
      acceptAll: 'Accepta-ho tot',
      rejectAll: 'Rebutja-ho tot',
      customize: 'Personalitza',
      save: 'Desa les preferències',
      close: 'Tanca',
      securedBy: 'Protegit per',
    },
    cookieBanner: {
      title: 'La teva privadesa ens importa',
      description:
        'Fem servir galetes i tecnologies similars perquè la guia funcioni bé i, si ens ho permets, per comptar les visites i millorar-ne els continguts. Pots acceptar-les totes, rebutjar les opcionals o triar quines permets.',
    },
    consentManagerDialog: {
      title: 'Configuració de privadesa',
      description:
        'Tria quins tipus de galetes i tecnologies similars podem fer servir. Pots canviar la teva decisió quan vulguis.',
    },
    consentTypes: {
      necessary: {
        title: 'Estrictament necessàries',
        description:
          'Són imprescindibles perquè el lloc funcioni: recorden l’idioma, el tema i les teves preferències de privadesa, i mantenen segura la sessió. No es poden desactivar.',
      },
      functionality: {
        title: 'Funcionalitat',
        description: 'Activen funcions addicionals, com ara mapes, xat i continguts incrustats d’altres serveis.',
      },
      experience: {
        title: 'Experiència',
        description: 'Ens ajuden a adaptar la guia a tu i a provar millores, per exemple recordant què has consultat.',
      },
      measurement: {
        title: 'Anàlisi',
        description: 'Ens permeten comptar les visites i veure com es fa servir la guia per poder-la millorar.',
      },
      marketing: {
        title: 'Màrqueting',
        description:
          'Permeten que nosaltres i els nostres socis et mostrem anuncis que t’interessin i en mesurem l’eficàcia.',
      },
    },
    frame: {
      title: 'Accepta les galetes de «{category}» per veure aquest contingut.',
      actionButton: 'Permet «{category}»',
      policyBlocked:
        'Aquest contingut no està disponible amb les normes de consentiment que s’apliquen a la teva regió.',
      loading: 'S’està carregant el contingut…',
      error: 'No s’ha pogut carregar aquest contingut.',
    },
    legalLinks: {
      privacyPolicy: 'Política de privadesa',
      cookiePolicy: 'Política de galetes',
      termsOfService: 'Condicions d’ús',
    },
  },

  eu: {
    common: {
      acceptAll: 'Onartu guztiak',
      rejectAll: 'Baztertu guztiak',
      customize: 'Pertsonalizatu',
      save: 'Gorde hobespenak',
      close: 'Itxi',
      securedBy: 'Babeslea:',
    },
    cookieBanner: {
      title: 'Zure pribatutasuna garrantzitsua da guretzat',
      description:
        'Cookieak eta antzeko teknologiak erabiltzen ditugu gidak ondo funtziona dezan eta, baimena ematen badiguzu, bisitak neurtzeko eta edukiak hobetzeko. Guztiak onar ditzakezu, aukerakoak baztertu edo zeintzuk baimendu aukeratu.',
    },
    consentManagerDialog: {
      title: 'Pribatutasun-ezarpenak',
      description:
        'Aukeratu zer motatako cookie eta antzeko teknologia erabil ditzakegun. Zure erabakia nahi duzunean alda dezakezu.',
    },
    consentTypes: {
      necessary: {
        title: 'Guztiz beharrezkoak',
        description:
          'Ezinbestekoak dira webguneak funtziona dezan: hizkuntza, gaia eta pribatutasun-hobespenak gogoratzen dituzte, eta saioa seguru mantentzen dute. Ezin dira desaktibatu.',
      },
      functionality: {
        title: 'Funtzionaltasuna',
        description:
          'Funtzio gehigarriak gaitzen dituzte, hala nola mapak, txata eta beste zerbitzu batzuetako eduki txertatuak.',
      },
      experience: {
        title: 'Esperientzia',
        description:
          'Gida zure neurrira egokitzen eta hobekuntzak probatzen laguntzen digute; adibidez, kontsultatu duzuna gogoratuz.',
      },
      measurement: {
        title: 'Neurketa',
        description: 'Bisitak zenbatzeko eta gida nola erabiltzen den ikusteko balio digute, hobetu ahal izateko.',
      },
      marketing: {
        title: 'Marketina',
        description:
          'Haiei esker, guk eta gure bazkideek zure intereseko iragarkiak erakuts ditzakegu eta haien eraginkortasuna neur dezakegu.',
      },
    },
    frame: {
      title: 'Eduki hau ikusteko, onartu «{category}» motako cookieak.',
      actionButton: 'Baimendu «{category}»',
      policyBlocked: 'Eduki hau ez dago erabilgarri zure eskualdean aplikatzen diren baimen-arauekin.',
      loading: 'Edukia kargatzen…',
      error: 'Ezin izan da eduki hau kargatu.',
    },
    legalLinks: {
      privacyPolicy: 'Pribatutasun-politika',
      cookiePolicy: 'Cookie-politika',
      termsOfService: 'Erabilera-baldintzak',
    },
  },

  gl: {
    common: {
      acceptAll: 'Aceptar todo',
      rejectAll: 'Rexeitar todo',
      customize: 'Personalizar',
      save: 'Gardar as preferencias',
      close: 'Pechar',
      securedBy: 'Protexido por',
    },
    cookieBanner: {
      title: 'A túa privacidade impórtanos',
      description:
        'Usamos cookies e tecnoloxías semellantes para que a guía funcione ben e, se nolo permites, para medir as visitas e mellorar os contidos. Podes aceptalas todas, rexeitar as opcionais ou decidir cales permites.',
    },
    consentManagerDialog: {
      title: 'Configuración de privacidade',
      description:
        'Escolle que tipos de cookies e tecnoloxías semellantes podemos usar. Podes cambiar a túa decisión cando queiras.',
    },
    consentTypes: {
      necessary: {
        title: 'Estritamente necesarias',
        description:
          'Son imprescindibles para que o sitio funcione: lembran o idioma, o tema e as túas preferencias de privacidade, e manteñen segura a sesión. Non se poden desactivar.',
      },
      functionality: {
        title: 'Funcionalidade',
        description: 'Activan funcións adicionais, como mapas, chat e contidos incrustados doutros servizos.',
      },
      experience: {
        title: 'Experiencia',
        description: 'Axúdannos a adaptar a guía a ti e a probar melloras, por exemplo lembrando o que consultaches.',
      },
      measurement: {
        title: 'Análise',
        description: 'Permítennos contar as visitas e ver como se usa a guía para podermos mellorala.',
      },
      marketing: {
        title: 'Márketing',
        description:
          'Permiten que nós e os nosos socios che amosemos anuncios que che interesen e midamos a súa eficacia.',
      },
    },
    frame: {
      title: 'Acepta as cookies de «{category}» para ver este contido.',
      actionButton: 'Permitir «{category}»',
      policyBlocked: 'Este contido non está dispoñible coas normas de consentimento que se aplican na túa rexión.',
      loading: 'Cargando o contido…',
      error: 'Non se puido cargar este contido.',
    },
    legalLinks: {
      privacyPolicy: 'Política de privacidade',
      cookiePolicy: 'Política de cookies',
      termsOfService: 'Condicións de uso',
    },
  },

  en: {
    common: {
      acceptAll: 'Accept all',
      rejectAll: 'Reject all',
      customize: 'Customise',
      save: 'Save preferences',
      close: 'Close',
      securedBy: 'Secured by',
    },
    cookieBanner: {
      title: 'Your privacy matters to us',
      description:
        'We use cookies and similar technologies to make the guide work properly and, if you allow us, to count visits and improve what we publish. You can accept them all, reject the optional ones or choose which to allow.',
    },
    consentManagerDialog: {
      title: 'Privacy settings',
      description:
        'Choose which kinds of cookies and similar technologies we may use. You can change your mind at any time.',
    },
    consentTypes: {
      necessary: {
        title: 'Strictly necessary',
        description:
          'Essential for the site to work: they remember your language, theme and privacy choices, and keep your session secure. They cannot be switched off.',
      },
      functionality: {
        title: 'Functionality',
        description: 'Turn on extra features such as maps, chat and content embedded from other services.',
      },
      experience: {
        title: 'Experience',
        description:
          'Help us tailor the guide to you and try out improvements, for example by remembering what you have looked at.',
      },
      measurement: {
        title: 'Analytics',
        description: 'Let us count visits and see how the guide is used, so that we can improve it.',
      },
      marketing: {
        title: 'Marketing',
        description: 'Let us and our partners show you adverts that interest you and measure how well they work.',
      },
    },
    frame: {
      title: 'Allow “{category}” cookies to see this content.',
      actionButton: 'Allow “{category}”',
      policyBlocked: 'This content is not available under the consent rules that apply in your region.',
      loading: 'Loading content…',
      error: 'This content could not be loaded.',
    },
    legalLinks: {
      privacyPolicy: 'Privacy policy',
      cookiePolicy: 'Cookie policy',
      termsOfService: 'Terms of use',
    },
  },

  fr: {
    common: {
      acceptAll: 'Tout accepter',
      rejectAll: 'Tout refuser',
      customize: 'Personnaliser',
      save: 'Enregistrer mes choix',
      close: 'Fermer',
      securedBy: 'Sécurisé par',
    },
    cookieBanner: {
      title: 'Votre vie privée compte pour nous',
      description:
        'Nous utilisons des cookies et des technologies similaires pour que le guide fonctionne correctement et, si vous l’acceptez, pour mesurer la fréquentation et améliorer nos contenus. Vous pouvez tout accepter, refuser les cookies facultatifs ou choisir ceux que vous autorisez.',
    },
    consentManagerDialog: {
      title: 'Paramètres de confidentialité',
      description:
        'Choisissez les types de cookies et de technologies similaires que nous pouvons utiliser. Vous pouvez modifier votre choix à tout moment.',
    },
    consentTypes: {
      necessary: {
        title: 'Strictement nécessaires',
        description:
          'Indispensables au fonctionnement du site\u00a0: ils mémorisent votre langue, le thème et vos choix de confidentialité, et sécurisent votre session. Ils ne peuvent pas être désactivés.',
      },
      functionality: {
        title: 'Fonctionnalités',
        description:
          'Ils activent des fonctions supplémentaires, comme les cartes, la messagerie instantanée et les contenus intégrés d’autres services.',
      },
      experience: {
        title: 'Expérience',
        description:
          'Ils nous aident à adapter le guide à vos besoins et à tester des améliorations, par exemple en mémorisant ce que vous avez consulté.',
      },
      measurement: {
        title: 'Mesure d’audience',
        description:
          'Ils nous permettent de compter les visites et de comprendre comment le guide est utilisé, afin de l’améliorer.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Ils nous permettent, à nous et à nos partenaires, de vous proposer des publicités qui vous intéressent et d’en mesurer l’efficacité.',
      },
    },
    frame: {
      title: 'Acceptez les cookies «\u00a0{category}\u00a0» pour afficher ce contenu.',
      actionButton: 'Autoriser «\u00a0{category}\u00a0»',
      policyBlocked: 'Ce contenu n’est pas disponible selon les règles de consentement applicables dans votre région.',
      loading: 'Chargement du contenu…',
      error: 'Impossible de charger ce contenu.',
    },
    legalLinks: {
      privacyPolicy: 'Politique de confidentialité',
      cookiePolicy: 'Politique relative aux cookies',
      termsOfService: 'Conditions d’utilisation',
    },
  },

  de: {
    common: {
      acceptAll: 'Alle akzeptieren',
      rejectAll: 'Alle ablehnen',
      customize: 'Anpassen',
      save: 'Auswahl speichern',
      close: 'Schließen',
      securedBy: 'Geschützt durch',
    },
    cookieBanner: {
      title: 'Ihre Privatsphäre ist uns wichtig',
      description:
        'Wir verwenden Cookies und ähnliche Technologien, damit diese Website einwandfrei funktioniert, und – wenn Sie zustimmen – um Besuche zu messen und unsere Inhalte zu verbessern. Sie können alle akzeptieren, die optionalen ablehnen oder selbst auswählen.',
    },
    consentManagerDialog: {
      title: 'Datenschutzeinstellungen',
      description:
        'Legen Sie fest, welche Arten von Cookies und ähnlichen Technologien wir verwenden dürfen. Sie können Ihre Entscheidung jederzeit ändern.',
    },
    consentTypes: {
      necessary: {
        title: 'Unbedingt erforderlich',
        description:
          'Für den Betrieb der Website unverzichtbar. Diese Cookies merken sich Ihre Sprache, das Farbschema und Ihre Datenschutzauswahl und sichern Ihre Sitzung ab. Sie lassen sich nicht deaktivieren.',
      },
      functionality: {
        title: 'Funktionalität',
        description: 'Ermöglichen zusätzliche Funktionen wie Karten, Chat und eingebettete Inhalte anderer Dienste.',
      },
      experience: {
        title: 'Nutzererlebnis',
        description:
          'Helfen uns, die Website auf Sie zuzuschneiden und Verbesserungen zu testen – etwa indem wir uns merken, was Sie sich angesehen haben.',
      },
      measurement: {
        title: 'Statistik',
        description:
          'Ermöglichen es uns, Besuche zu zählen und zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Ermöglichen uns und unseren Partnern, Ihnen passende Werbung zu zeigen und deren Wirkung zu messen.',
      },
    },
    frame: {
      title: 'Erlauben Sie Cookies der Kategorie „{category}“, um diesen Inhalt zu sehen.',
      actionButton: '„{category}“ erlauben',
      policyBlocked: 'Dieser Inhalt ist nach den in Ihrer Region geltenden Einwilligungsregeln nicht verfügbar.',
      loading: 'Inhalt wird geladen …',
      error: 'Dieser Inhalt konnte nicht geladen werden.',
    },
    legalLinks: {
      privacyPolicy: 'Datenschutzerklärung',
      cookiePolicy: 'Cookie-Richtlinie',
      termsOfService: 'Nutzungsbedingungen',
    },
  },

  it: {
    common: {
      acceptAll: 'Accetta tutto',
      rejectAll: 'Rifiuta tutto',
      customize: 'Personalizza',
      save: 'Salva le preferenze',
      close: 'Chiudi',
      securedBy: 'Protetto da',
    },
    cookieBanner: {
      title: 'La tua privacy è importante per noi',
      description:
        'Usiamo cookie e tecnologie simili per far funzionare correttamente la guida e, se ce lo consenti, per misurare le visite e migliorare i contenuti. Puoi accettarli tutti, rifiutare quelli facoltativi o scegliere tu quali consentire.',
    },
    consentManagerDialog: {
      title: 'Impostazioni della privacy',
      description:
        'Scegli quali tipi di cookie e tecnologie simili possiamo usare. Puoi cambiare idea in qualsiasi momento.',
    },
    consentTypes: {
      necessary: {
        title: 'Strettamente necessari',
        description:
          'Indispensabili per il funzionamento del sito: ricordano la lingua, il tema e le tue scelte sulla privacy e mantengono sicura la sessione. Non possono essere disattivati.',
      },
      functionality: {
        title: 'Funzionalità',
        description: 'Attivano funzioni aggiuntive, come mappe, chat e contenuti incorporati da altri servizi.',
      },
      experience: {
        title: 'Esperienza',
        description:
          'Ci aiutano ad adattare la guida alle tue esigenze e a provare miglioramenti, ad esempio ricordando ciò che hai consultato.',
      },
      measurement: {
        title: 'Statistiche',
        description:
          'Ci permettono di contare le visite e di capire come viene usata la guida, per poterla migliorare.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Permettono a noi e ai nostri partner di mostrarti annunci in linea con i tuoi interessi e di misurarne l’efficacia.',
      },
    },
    frame: {
      title: 'Accetta i cookie «{category}» per vedere questo contenuto.',
      actionButton: 'Consenti «{category}»',
      policyBlocked: 'Questo contenuto non è disponibile in base alle regole sul consenso in vigore nella tua zona.',
      loading: 'Caricamento del contenuto…',
      error: 'Impossibile caricare questo contenuto.',
    },
    legalLinks: {
      privacyPolicy: 'Informativa sulla privacy',
      cookiePolicy: 'Informativa sui cookie',
      termsOfService: 'Condizioni d’uso',
    },
  },

  pt: {
    common: {
      acceptAll: 'Aceitar tudo',
      rejectAll: 'Rejeitar tudo',
      customize: 'Personalizar',
      save: 'Guardar preferências',
      close: 'Fechar',
      securedBy: 'Protegido por',
    },
    cookieBanner: {
      title: 'A sua privacidade é importante para nós',
      description:
        'Utilizamos cookies e tecnologias semelhantes para que o guia funcione corretamente e, se o permitir, para medir as visitas e melhorar os conteúdos. Pode aceitá-los todos, rejeitar os opcionais ou escolher quais permite.',
    },
    consentManagerDialog: {
      title: 'Definições de privacidade',
      description:
        'Escolha que tipos de cookies e tecnologias semelhantes podemos utilizar. Pode alterar a sua decisão a qualquer momento.',
    },
    consentTypes: {
      necessary: {
        title: 'Estritamente necessários',
        description:
          'Indispensáveis para o funcionamento do site: memorizam o idioma, o tema e as suas escolhas de privacidade e mantêm a sessão segura. Não podem ser desativados.',
      },
      functionality: {
        title: 'Funcionalidade',
        description: 'Ativam funções adicionais, como mapas, chat e conteúdos incorporados de outros serviços.',
      },
      experience: {
        title: 'Experiência',
        description: 'Ajudam-nos a adaptar o guia a si e a testar melhorias, por exemplo memorizando o que consultou.',
      },
      measurement: {
        title: 'Análise',
        description: 'Permitem-nos contar as visitas e perceber como o guia é utilizado, para o podermos melhorar.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Permitem-nos, a nós e aos nossos parceiros, mostrar-lhe anúncios do seu interesse e medir a sua eficácia.',
      },
    },
    frame: {
      title: 'Aceite os cookies de «{category}» para ver este conteúdo.',
      actionButton: 'Permitir «{category}»',
      policyBlocked:
        'Este conteúdo não está disponível ao abrigo das regras de consentimento aplicáveis na sua região.',
      loading: 'A carregar o conteúdo…',
      error: 'Não foi possível carregar este conteúdo.',
    },
    legalLinks: {
      privacyPolicy: 'Política de privacidade',
      cookiePolicy: 'Política de cookies',
      termsOfService: 'Termos de utilização',
    },
  },
};

/** SPEC.md §2: the text shown when the banner itself fails. */
export const CONSENT_BANNER_FAILURE_TEXT: Readonly<Record<Language, string>> = {
  es: 'Algo ha fallado en el aviso de cookies.',
  ca: 'Alguna cosa no ha funcionat en l’avís de galetes.',
  eu: 'Arazoren bat izan da cookieen oharrarekin.',
  gl: 'Algo fallou no aviso de cookies.',
  en: 'Something went wrong with the Cookie Banner.',
  fr: 'Un problème est survenu avec le bandeau des cookies.',
  de: 'Beim Cookie-Banner ist ein Fehler aufgetreten.',
  it: 'Si è verificato un problema con il banner dei cookie.',
  pt: 'Ocorreu um problema com o aviso de cookies.',
};

/** The consent widget's own default language when none of the visitor's is offered (SPEC.md §9). */
export const CONSENT_DEFAULT_LANGUAGE: Language = 'en';

export const CONSENT_LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES;

/** The texts for `language`, or the widget's default language's. */
export function consentTextsFor(language: string | null | undefined): {
  language: Language;
  translations: ConsentTexts;
} {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  const chosen = (SUPPORTED_LANGUAGES as readonly string[]).includes(code)
    ? (code as Language)
    : CONSENT_DEFAULT_LANGUAGE;
  return { language: chosen, translations: CONSENT_TRANSLATIONS[chosen] };
}
