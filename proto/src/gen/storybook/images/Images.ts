// Original file: proto/storybook/images.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Cover as _storybook_images_Cover, Cover__Output as _storybook_images_Cover__Output } from '../../storybook/images/Cover';
import type { DeleteBookPdfsReply as _storybook_images_DeleteBookPdfsReply, DeleteBookPdfsReply__Output as _storybook_images_DeleteBookPdfsReply__Output } from '../../storybook/images/DeleteBookPdfsReply';
import type { DeleteBookPdfsRequest as _storybook_images_DeleteBookPdfsRequest, DeleteBookPdfsRequest__Output as _storybook_images_DeleteBookPdfsRequest__Output } from '../../storybook/images/DeleteBookPdfsRequest';
import type { DeleteBookPicturesReply as _storybook_images_DeleteBookPicturesReply, DeleteBookPicturesReply__Output as _storybook_images_DeleteBookPicturesReply__Output } from '../../storybook/images/DeleteBookPicturesReply';
import type { DeleteBookPicturesRequest as _storybook_images_DeleteBookPicturesRequest, DeleteBookPicturesRequest__Output as _storybook_images_DeleteBookPicturesRequest__Output } from '../../storybook/images/DeleteBookPicturesRequest';
import type { DeletePagePicturesReply as _storybook_images_DeletePagePicturesReply, DeletePagePicturesReply__Output as _storybook_images_DeletePagePicturesReply__Output } from '../../storybook/images/DeletePagePicturesReply';
import type { DeletePagePicturesRequest as _storybook_images_DeletePagePicturesRequest, DeletePagePicturesRequest__Output as _storybook_images_DeletePagePicturesRequest__Output } from '../../storybook/images/DeletePagePicturesRequest';
import type { RenderBookPdfRequest as _storybook_images_RenderBookPdfRequest, RenderBookPdfRequest__Output as _storybook_images_RenderBookPdfRequest__Output } from '../../storybook/images/RenderBookPdfRequest';
import type { RenderCoverRequest as _storybook_images_RenderCoverRequest, RenderCoverRequest__Output as _storybook_images_RenderCoverRequest__Output } from '../../storybook/images/RenderCoverRequest';
import type { RenderedBookPdf as _storybook_images_RenderedBookPdf, RenderedBookPdf__Output as _storybook_images_RenderedBookPdf__Output } from '../../storybook/images/RenderedBookPdf';
import type { TitleSvg as _storybook_images_TitleSvg, TitleSvg__Output as _storybook_images_TitleSvg__Output } from '../../storybook/images/TitleSvg';
import type { TitleSvgRequest as _storybook_images_TitleSvgRequest, TitleSvgRequest__Output as _storybook_images_TitleSvgRequest__Output } from '../../storybook/images/TitleSvgRequest';

export interface ImagesClient extends grpc.Client {
  DeleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  DeleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  DeleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  DeleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  deleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  deleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  deleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  deleteBookPdfs(argument: _storybook_images_DeleteBookPdfsRequest, callback: grpc.requestCallback<_storybook_images_DeleteBookPdfsReply__Output>): grpc.ClientUnaryCall;
  
  DeleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  DeleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  DeleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  DeleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  deleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  deleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  deleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  deleteBookPictures(argument: _storybook_images_DeleteBookPicturesRequest, callback: grpc.requestCallback<_storybook_images_DeleteBookPicturesReply__Output>): grpc.ClientUnaryCall;
  
  DeletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  DeletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  DeletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  DeletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  deletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  deletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  deletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  deletePagePictures(argument: _storybook_images_DeletePagePicturesRequest, callback: grpc.requestCallback<_storybook_images_DeletePagePicturesReply__Output>): grpc.ClientUnaryCall;
  
  RenderBookPdf(argument: _storybook_images_RenderBookPdfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  RenderBookPdf(argument: _storybook_images_RenderBookPdfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  RenderBookPdf(argument: _storybook_images_RenderBookPdfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  RenderBookPdf(argument: _storybook_images_RenderBookPdfRequest, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  renderBookPdf(argument: _storybook_images_RenderBookPdfRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  renderBookPdf(argument: _storybook_images_RenderBookPdfRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  renderBookPdf(argument: _storybook_images_RenderBookPdfRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  renderBookPdf(argument: _storybook_images_RenderBookPdfRequest, callback: grpc.requestCallback<_storybook_images_RenderedBookPdf__Output>): grpc.ClientUnaryCall;
  
  RenderCover(argument: _storybook_images_RenderCoverRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  RenderCover(argument: _storybook_images_RenderCoverRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  RenderCover(argument: _storybook_images_RenderCoverRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  RenderCover(argument: _storybook_images_RenderCoverRequest, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  renderCover(argument: _storybook_images_RenderCoverRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  renderCover(argument: _storybook_images_RenderCoverRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  renderCover(argument: _storybook_images_RenderCoverRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  renderCover(argument: _storybook_images_RenderCoverRequest, callback: grpc.requestCallback<_storybook_images_Cover__Output>): grpc.ClientUnaryCall;
  
  RenderTitleSvg(argument: _storybook_images_TitleSvgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  RenderTitleSvg(argument: _storybook_images_TitleSvgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  RenderTitleSvg(argument: _storybook_images_TitleSvgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  RenderTitleSvg(argument: _storybook_images_TitleSvgRequest, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  renderTitleSvg(argument: _storybook_images_TitleSvgRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  renderTitleSvg(argument: _storybook_images_TitleSvgRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  renderTitleSvg(argument: _storybook_images_TitleSvgRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  renderTitleSvg(argument: _storybook_images_TitleSvgRequest, callback: grpc.requestCallback<_storybook_images_TitleSvg__Output>): grpc.ClientUnaryCall;
  
}

export interface ImagesHandlers extends grpc.UntypedServiceImplementation {
  DeleteBookPdfs: grpc.handleUnaryCall<_storybook_images_DeleteBookPdfsRequest__Output, _storybook_images_DeleteBookPdfsReply>;
  
  DeleteBookPictures: grpc.handleUnaryCall<_storybook_images_DeleteBookPicturesRequest__Output, _storybook_images_DeleteBookPicturesReply>;
  
  DeletePagePictures: grpc.handleUnaryCall<_storybook_images_DeletePagePicturesRequest__Output, _storybook_images_DeletePagePicturesReply>;
  
  RenderBookPdf: grpc.handleUnaryCall<_storybook_images_RenderBookPdfRequest__Output, _storybook_images_RenderedBookPdf>;
  
  RenderCover: grpc.handleUnaryCall<_storybook_images_RenderCoverRequest__Output, _storybook_images_Cover>;
  
  RenderTitleSvg: grpc.handleUnaryCall<_storybook_images_TitleSvgRequest__Output, _storybook_images_TitleSvg>;
  
}

export interface ImagesDefinition extends grpc.ServiceDefinition {
  DeleteBookPdfs: MethodDefinition<_storybook_images_DeleteBookPdfsRequest, _storybook_images_DeleteBookPdfsReply, _storybook_images_DeleteBookPdfsRequest__Output, _storybook_images_DeleteBookPdfsReply__Output>
  DeleteBookPictures: MethodDefinition<_storybook_images_DeleteBookPicturesRequest, _storybook_images_DeleteBookPicturesReply, _storybook_images_DeleteBookPicturesRequest__Output, _storybook_images_DeleteBookPicturesReply__Output>
  DeletePagePictures: MethodDefinition<_storybook_images_DeletePagePicturesRequest, _storybook_images_DeletePagePicturesReply, _storybook_images_DeletePagePicturesRequest__Output, _storybook_images_DeletePagePicturesReply__Output>
  RenderBookPdf: MethodDefinition<_storybook_images_RenderBookPdfRequest, _storybook_images_RenderedBookPdf, _storybook_images_RenderBookPdfRequest__Output, _storybook_images_RenderedBookPdf__Output>
  RenderCover: MethodDefinition<_storybook_images_RenderCoverRequest, _storybook_images_Cover, _storybook_images_RenderCoverRequest__Output, _storybook_images_Cover__Output>
  RenderTitleSvg: MethodDefinition<_storybook_images_TitleSvgRequest, _storybook_images_TitleSvg, _storybook_images_TitleSvgRequest__Output, _storybook_images_TitleSvg__Output>
}
