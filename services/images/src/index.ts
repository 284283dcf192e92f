export { imagesConfigSchema, type ImagesConfig } from './config';
export { startImagesService, type ImagesAdapters, type ImagesHandle, type PageWorkerTuning } from './service';
// Which illustrator draws: the providers of the config, the offline one behind them.
export {
  chooseIllustrator,
  illustratorChoice,
  imagesIllustrators,
  type IllustratorChoice,
  type IllustratorChoiceName,
} from './illustrator-choice';
// Page pictures: the consumer group of `story.page-image.requested` and the jobs it queues.
export { PAGE_IMAGES_GROUP } from './page-worker';
export { PAGE_JOBS } from './page-jobs';
// Where a user's pictures live, for suites that seed and check the blob store as images would.
export {
  PICTURE_CACHE_CONTROL,
  animatedPageKey,
  bookBlobPrefix,
  coverBlobPrefix,
  coverKey,
  mediaUrl,
  pageKey,
  userBlobPrefix,
} from './user-blobs';
// The cover's title picture and the genre lookup (spec §5, §9).
export {
  DEFAULT_COLOUR_NAME,
  FONT_STACKS,
  GENRES,
  GENRE_COLOURS,
  GENRE_STYLES,
  TITLE_IMAGE,
  TITLE_OPACITY,
  lookupGenre,
  splitTitleLines,
  titleSvg,
  type ColourName,
  type FontKind,
  type Genre,
  type GenreLookup,
  type GenreStyle,
} from './title-svg';
export { escapeXml } from '@storybook-app/ai/illustration';
// The illustrator port's offline adapter: scene pictures drawn as SVG, no keys, no network.
export {
  OFFLINE_MODEL,
  SVG_CONTENT_TYPE,
  createOfflineIllustrator,
  describeScene,
  drawPicture,
  readCharacterSheet,
  readScene,
  type AnimalKind,
  type CharacterSheet,
  type HairStyle,
  type PersonLook,
  type Picture,
  type PictureRequest,
  type Scene,
  type Setting,
  type ThingKind,
  type TimeOfDay,
  type Weather,
} from '@storybook-app/ai/offline-illustrator';
