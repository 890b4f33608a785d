// The one format our schemas use (`uri`), so no extra dependency is needed.
export default function addFormats(ajv) {
  ajv.addFormat('uri', /^https?:\/\/[^\s/$.?#].[^\s]*$/i);
  return ajv;
}
