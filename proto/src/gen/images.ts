import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { Book as _storybook_common_Book, Book__Output as _storybook_common_Book__Output } from './storybook/common/Book';
import type { ChildProfile as _storybook_common_ChildProfile, ChildProfile__Output as _storybook_common_ChildProfile__Output } from './storybook/common/ChildProfile';
import type { Education as _storybook_common_Education, Education__Output as _storybook_common_Education__Output } from './storybook/common/Education';
import type { Empty as _storybook_common_Empty, Empty__Output as _storybook_common_Empty__Output } from './storybook/common/Empty';
import type { Family as _storybook_common_Family, Family__Output as _storybook_common_Family__Output } from './storybook/common/Family';
import type { Friend as _storybook_common_Friend, Friend__Output as _storybook_common_Friend__Output } from './storybook/common/Friend';
import type { Interests as _storybook_common_Interests, Interests__Output as _storybook_common_Interests__Output } from './storybook/common/Interests';
import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from './storybook/common/Page';
import type { PageRemake as _storybook_common_PageRemake, PageRemake__Output as _storybook_common_PageRemake__Output } from './storybook/common/PageRemake';
import type { PersonalInformation as _storybook_common_PersonalInformation, PersonalInformation__Output as _storybook_common_PersonalInformation__Output } from './storybook/common/PersonalInformation';
import type { PersonalTraits as _storybook_common_PersonalTraits, PersonalTraits__Output as _storybook_common_PersonalTraits__Output } from './storybook/common/PersonalTraits';
import type { Pet as _storybook_common_Pet, Pet__Output as _storybook_common_Pet__Output } from './storybook/common/Pet';
import type { ProfileData as _storybook_common_ProfileData, ProfileData__Output as _storybook_common_ProfileData__Output } from './storybook/common/ProfileData';
import type { Relative as _storybook_common_Relative, Relative__Output as _storybook_common_Relative__Output } from './storybook/common/Relative';
import type { SafetyRefusalCount as _storybook_common_SafetyRefusalCount, SafetyRefusalCount__Output as _storybook_common_SafetyRefusalCount__Output } from './storybook/common/SafetyRefusalCount';
import type { SafetyRefusals as _storybook_common_SafetyRefusals, SafetyRefusals__Output as _storybook_common_SafetyRefusals__Output } from './storybook/common/SafetyRefusals';
import type { ShelfData as _storybook_common_ShelfData, ShelfData__Output as _storybook_common_ShelfData__Output } from './storybook/common/ShelfData';
import type { ShelfItem as _storybook_common_ShelfItem, ShelfItem__Output as _storybook_common_ShelfItem__Output } from './storybook/common/ShelfItem';
import type { StorySummary as _storybook_common_StorySummary, StorySummary__Output as _storybook_common_StorySummary__Output } from './storybook/common/StorySummary';
import type { StorybookSettings as _storybook_common_StorybookSettings, StorybookSettings__Output as _storybook_common_StorybookSettings__Output } from './storybook/common/StorybookSettings';
import type { UserProfile as _storybook_common_UserProfile, UserProfile__Output as _storybook_common_UserProfile__Output } from './storybook/common/UserProfile';
import type { UserRef as _storybook_common_UserRef, UserRef__Output as _storybook_common_UserRef__Output } from './storybook/common/UserRef';
import type { Cover as _storybook_images_Cover, Cover__Output as _storybook_images_Cover__Output } from './storybook/images/Cover';
import type { DeleteBookPdfsReply as _storybook_images_DeleteBookPdfsReply, DeleteBookPdfsReply__Output as _storybook_images_DeleteBookPdfsReply__Output } from './storybook/images/DeleteBookPdfsReply';
import type { DeleteBookPdfsRequest as _storybook_images_DeleteBookPdfsRequest, DeleteBookPdfsRequest__Output as _storybook_images_DeleteBookPdfsRequest__Output } from './storybook/images/DeleteBookPdfsRequest';
import type { DeleteBookPicturesReply as _storybook_images_DeleteBookPicturesReply, DeleteBookPicturesReply__Output as _storybook_images_DeleteBookPicturesReply__Output } from './storybook/images/DeleteBookPicturesReply';
import type { DeleteBookPicturesRequest as _storybook_images_DeleteBookPicturesRequest, DeleteBookPicturesRequest__Output as _storybook_images_DeleteBookPicturesRequest__Output } from './storybook/images/DeleteBookPicturesRequest';
import type { DeletePagePicturesReply as _storybook_images_DeletePagePicturesReply, DeletePagePicturesReply__Output as _storybook_images_DeletePagePicturesReply__Output } from './storybook/images/DeletePagePicturesReply';
import type { DeletePagePicturesRequest as _storybook_images_DeletePagePicturesRequest, DeletePagePicturesRequest__Output as _storybook_images_DeletePagePicturesRequest__Output } from './storybook/images/DeletePagePicturesRequest';
import type { ImagesClient as _storybook_images_ImagesClient, ImagesDefinition as _storybook_images_ImagesDefinition } from './storybook/images/Images';
import type { PdfPage as _storybook_images_PdfPage, PdfPage__Output as _storybook_images_PdfPage__Output } from './storybook/images/PdfPage';
import type { RenderBookPdfRequest as _storybook_images_RenderBookPdfRequest, RenderBookPdfRequest__Output as _storybook_images_RenderBookPdfRequest__Output } from './storybook/images/RenderBookPdfRequest';
import type { RenderCoverRequest as _storybook_images_RenderCoverRequest, RenderCoverRequest__Output as _storybook_images_RenderCoverRequest__Output } from './storybook/images/RenderCoverRequest';
import type { RenderedBookPdf as _storybook_images_RenderedBookPdf, RenderedBookPdf__Output as _storybook_images_RenderedBookPdf__Output } from './storybook/images/RenderedBookPdf';
import type { TitleSvg as _storybook_images_TitleSvg, TitleSvg__Output as _storybook_images_TitleSvg__Output } from './storybook/images/TitleSvg';
import type { TitleSvgRequest as _storybook_images_TitleSvgRequest, TitleSvgRequest__Output as _storybook_images_TitleSvgRequest__Output } from './storybook/images/TitleSvgRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  storybook: {
    common: {
      Book: MessageTypeDefinition<_storybook_common_Book, _storybook_common_Book__Output>
      ChildProfile: MessageTypeDefinition<_storybook_common_ChildProfile, _storybook_common_ChildProfile__Output>
      Education: MessageTypeDefinition<_storybook_common_Education, _storybook_common_Education__Output>
      Empty: MessageTypeDefinition<_storybook_common_Empty, _storybook_common_Empty__Output>
      Family: MessageTypeDefinition<_storybook_common_Family, _storybook_common_Family__Output>
      Friend: MessageTypeDefinition<_storybook_common_Friend, _storybook_common_Friend__Output>
      Interests: MessageTypeDefinition<_storybook_common_Interests, _storybook_common_Interests__Output>
      Page: MessageTypeDefinition<_storybook_common_Page, _storybook_common_Page__Output>
      PageRemake: MessageTypeDefinition<_storybook_common_PageRemake, _storybook_common_PageRemake__Output>
      PageStatus: EnumTypeDefinition
      PersonalInformation: MessageTypeDefinition<_storybook_common_PersonalInformation, _storybook_common_PersonalInformation__Output>
      PersonalTraits: MessageTypeDefinition<_storybook_common_PersonalTraits, _storybook_common_PersonalTraits__Output>
      Pet: MessageTypeDefinition<_storybook_common_Pet, _storybook_common_Pet__Output>
      ProfileData: MessageTypeDefinition<_storybook_common_ProfileData, _storybook_common_ProfileData__Output>
      Relative: MessageTypeDefinition<_storybook_common_Relative, _storybook_common_Relative__Output>
      SafetyRefusalCount: MessageTypeDefinition<_storybook_common_SafetyRefusalCount, _storybook_common_SafetyRefusalCount__Output>
      SafetyRefusals: MessageTypeDefinition<_storybook_common_SafetyRefusals, _storybook_common_SafetyRefusals__Output>
      ShelfData: MessageTypeDefinition<_storybook_common_ShelfData, _storybook_common_ShelfData__Output>
      ShelfItem: MessageTypeDefinition<_storybook_common_ShelfItem, _storybook_common_ShelfItem__Output>
      StorySummary: MessageTypeDefinition<_storybook_common_StorySummary, _storybook_common_StorySummary__Output>
      StorybookSettings: MessageTypeDefinition<_storybook_common_StorybookSettings, _storybook_common_StorybookSettings__Output>
      UserProfile: MessageTypeDefinition<_storybook_common_UserProfile, _storybook_common_UserProfile__Output>
      UserRef: MessageTypeDefinition<_storybook_common_UserRef, _storybook_common_UserRef__Output>
    }
    images: {
      Cover: MessageTypeDefinition<_storybook_images_Cover, _storybook_images_Cover__Output>
      DeleteBookPdfsReply: MessageTypeDefinition<_storybook_images_DeleteBookPdfsReply, _storybook_images_DeleteBookPdfsReply__Output>
      DeleteBookPdfsRequest: MessageTypeDefinition<_storybook_images_DeleteBookPdfsRequest, _storybook_images_DeleteBookPdfsRequest__Output>
      DeleteBookPicturesReply: MessageTypeDefinition<_storybook_images_DeleteBookPicturesReply, _storybook_images_DeleteBookPicturesReply__Output>
      DeleteBookPicturesRequest: MessageTypeDefinition<_storybook_images_DeleteBookPicturesRequest, _storybook_images_DeleteBookPicturesRequest__Output>
      DeletePagePicturesReply: MessageTypeDefinition<_storybook_images_DeletePagePicturesReply, _storybook_images_DeletePagePicturesReply__Output>
      DeletePagePicturesRequest: MessageTypeDefinition<_storybook_images_DeletePagePicturesRequest, _storybook_images_DeletePagePicturesRequest__Output>
      Images: SubtypeConstructor<typeof grpc.Client, _storybook_images_ImagesClient> & { service: _storybook_images_ImagesDefinition }
      PdfPage: MessageTypeDefinition<_storybook_images_PdfPage, _storybook_images_PdfPage__Output>
      RenderBookPdfRequest: MessageTypeDefinition<_storybook_images_RenderBookPdfRequest, _storybook_images_RenderBookPdfRequest__Output>
      RenderCoverRequest: MessageTypeDefinition<_storybook_images_RenderCoverRequest, _storybook_images_RenderCoverRequest__Output>
      RenderedBookPdf: MessageTypeDefinition<_storybook_images_RenderedBookPdf, _storybook_images_RenderedBookPdf__Output>
      TitleSvg: MessageTypeDefinition<_storybook_images_TitleSvg, _storybook_images_TitleSvg__Output>
      TitleSvgRequest: MessageTypeDefinition<_storybook_images_TitleSvgRequest, _storybook_images_TitleSvgRequest__Output>
    }
  }
}

