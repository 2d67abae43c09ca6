export { DocumentViewer, type DocumentViewerProps, documentParagraphs } from './document-viewer';
export { ExternalLinkViewer, type ExternalLinkViewerProps } from './external-link-viewer';
export { VideoViewer, type VideoViewerProps } from './video-viewer';
