/**
 * The header the edge (CloudFront, and the local server standing in for it) sets to the viewer's
 * own address, `ip:port`, replacing any value the viewer sent. Per-client limits read it.
 */
export const viewerAddressHeader = 'cloudfront-viewer-address';
