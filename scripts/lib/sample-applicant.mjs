// The applicant the project's Node scripts register in the sandbox (the contract
// walk, the bench's 'Negocio'): 'Sobre ti''s payload as spec section 3 lists it.

/** The registration payload for `phone`; `source` is its utm_source, which names who registered it. */
export const registration = (phone, anonymousId, source = '') => ({
  account_type_id: 'SK',
  name: 'Emma',
  lastname: 'Gómez',
  maternal_lastname: '',
  dob: '1985-12-01',
  length_of_residency_in_years: 3,
  marital_status: 'MARRIED',
  phone_number: phone,
  utm_source: source,
  utm_name: '',
  utm_medium: '',
  sales_identifier: '',
  anonymous_id: anonymousId,
});
