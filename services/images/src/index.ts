export { imagesConfigSchema, type ImagesConfig } from './config';
export { startImagesService } from './service';
// Where a user's pictures live, for suites that seed and check the blob store as images would.
export { userBlobPrefix } from './user-blobs';
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
export { escapeXml } from './svg-text';
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
} from './offline-illustrator';
