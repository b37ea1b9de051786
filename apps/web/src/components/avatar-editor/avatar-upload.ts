/** The body of POST …/avatar: the cropped picture as the multipart field `file`, named for its type. */
export function avatarUpload(image: Blob): FormData {
  const body = new FormData();
  body.append('file', image, image.type === 'image/png' ? 'avatar.png' : 'avatar.jpg');
  return body;
}
