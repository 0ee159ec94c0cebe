// Every domain data file, imported so that the build and the bundler see them. Adding a domain is adding its
// file to data/ and a line here (domains.spec.ts fails on a file left out).
import accounting from './data/accounting.json';
import airline from './data/airline.json';
import autoRepair from './data/auto-repair.json';
import bakery from './data/bakery.json';
import banking from './data/banking.json';
import bicycleShop from './data/bicycle-shop.json';
import bookstore from './data/bookstore.json';
import carRental from './data/car-rental.json';
import charity from './data/charity.json';
import clothingStore from './data/clothing-store.json';
import coffeeShop from './data/coffee-shop.json';
import cosmeticsStore from './data/cosmetics-store.json';
import dentist from './data/dentist.json';
import dogWalking from './data/dog-walking.json';
import electronicsStore from './data/electronics-store.json';
import evCharging from './data/ev-charging.json';
import fitnessGym from './data/fitness-gym.json';
import florist from './data/florist.json';
import foodDelivery from './data/food-delivery.json';
import furnitureStore from './data/furniture-store.json';
import governmentServices from './data/government-services.json';
import grocery from './data/grocery.json';
import healthClinic from './data/health-clinic.json';
import hotel from './data/hotel.json';
import insurance from './data/insurance.json';
import investing from './data/investing.json';
import invoicing from './data/invoicing.json';
import labResults from './data/lab-results.json';
import languageLearning from './data/language-learning.json';
import legal from './data/legal.json';
import logistics from './data/logistics.json';
import meditation from './data/meditation.json';
import mentalHealth from './data/mental-health.json';
import onlineCourses from './data/online-courses.json';
import parcelShipping from './data/parcel-shipping.json';
import parking from './data/parking.json';
import payroll from './data/payroll.json';
import petSupplies from './data/pet-supplies.json';
import pharmacy from './data/pharmacy.json';
import propertyManagement from './data/property-management.json';
import publicTransport from './data/public-transport.json';
import realEstate from './data/real-estate.json';
import recipes from './data/recipes.json';
import restaurant from './data/restaurant.json';
import rideHailing from './data/ride-hailing.json';
import solarEnergy from './data/solar-energy.json';
import toyStore from './data/toy-store.json';
import travelAgency from './data/travel-agency.json';
import utilities from './data/utilities.json';
import vetClinic from './data/vet-clinic.json';

/** The raw files by id, before validation. */
export const DOMAIN_FILES: Readonly<Record<string, unknown>> = {
  accounting: accounting,
  airline: airline,
  'auto-repair': autoRepair,
  bakery: bakery,
  banking: banking,
  'bicycle-shop': bicycleShop,
  bookstore: bookstore,
  'car-rental': carRental,
  charity: charity,
  'clothing-store': clothingStore,
  'coffee-shop': coffeeShop,
  'cosmetics-store': cosmeticsStore,
  dentist: dentist,
  'dog-walking': dogWalking,
  'electronics-store': electronicsStore,
  'ev-charging': evCharging,
  'fitness-gym': fitnessGym,
  florist: florist,
  'food-delivery': foodDelivery,
  'furniture-store': furnitureStore,
  'government-services': governmentServices,
  grocery: grocery,
  'health-clinic': healthClinic,
  hotel: hotel,
  insurance: insurance,
  investing: investing,
  invoicing: invoicing,
  'lab-results': labResults,
  'language-learning': languageLearning,
  legal: legal,
  logistics: logistics,
  meditation: meditation,
  'mental-health': mentalHealth,
  'online-courses': onlineCourses,
  'parcel-shipping': parcelShipping,
  parking: parking,
  payroll: payroll,
  'pet-supplies': petSupplies,
  pharmacy: pharmacy,
  'property-management': propertyManagement,
  'public-transport': publicTransport,
  'real-estate': realEstate,
  recipes: recipes,
  restaurant: restaurant,
  'ride-hailing': rideHailing,
  'solar-energy': solarEnergy,
  'toy-store': toyStore,
  'travel-agency': travelAgency,
  utilities: utilities,
  'vet-clinic': vetClinic,
};
