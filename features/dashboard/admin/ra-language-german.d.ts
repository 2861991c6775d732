// ra-language-german ships plain CommonJS without types: its messages have react-admin's shape.
declare module 'ra-language-german' {
  const messages: import('react-admin').TranslationMessages;
  export default messages;
}
