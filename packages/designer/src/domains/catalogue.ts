// Every domain data file, imported so that the build and the bundler see them. Adding a domain is adding its
// file to data/ and a line here (domains.spec.ts fails on a file left out).
import accounting from './data/accounting.json';
import agriculture from './data/agriculture.json';
import airline from './data/airline.json';
import autoRepair from './data/auto-repair.json';
import bakery from './data/bakery.json';
import banking from './data/banking.json';
import beautySalon from './data/beauty-salon.json';
import bicycleShop from './data/bicycle-shop.json';
import bookstore from './data/bookstore.json';
import calendar from './data/calendar.json';
import carRental from './data/car-rental.json';
import charity from './data/charity.json';
import cinema from './data/cinema.json';
import cleaning from './data/cleaning.json';
import clothingStore from './data/clothing-store.json';
import coffeeShop from './data/coffee-shop.json';
import construction from './data/construction.json';
import cosmeticsStore from './data/cosmetics-store.json';
import crm from './data/crm.json';
import customerSupport from './data/customer-support.json';
import dating from './data/dating.json';
import dentist from './data/dentist.json';
import developerTools from './data/developer-tools.json';
import dogWalking from './data/dog-walking.json';
import eSignature from './data/e-signature.json';
import elderlyCare from './data/elderly-care.json';
import electronicsStore from './data/electronics-store.json';
import email from './data/email.json';
import evCharging from './data/ev-charging.json';
import events from './data/events.json';
import fitnessGym from './data/fitness-gym.json';
import florist from './data/florist.json';
import foodDelivery from './data/food-delivery.json';
import furnitureStore from './data/furniture-store.json';
import gaming from './data/gaming.json';
import gardening from './data/gardening.json';
import governmentServices from './data/government-services.json';
import grocery from './data/grocery.json';
import healthClinic from './data/health-clinic.json';
import homeAutomation from './data/home-automation.json';
import hotel from './data/hotel.json';
import hr from './data/hr.json';
import insurance from './data/insurance.json';
import investing from './data/investing.json';
import invoicing from './data/invoicing.json';
import labResults from './data/lab-results.json';
import languageLearning from './data/language-learning.json';
import laundry from './data/laundry.json';
import legal from './data/legal.json';
import library from './data/library.json';
import logistics from './data/logistics.json';
import manufacturing from './data/manufacturing.json';
import meditation from './data/meditation.json';
import mentalHealth from './data/mental-health.json';
import messaging from './data/messaging.json';
import museum from './data/museum.json';
import musicStreaming from './data/music-streaming.json';
import newsMedia from './data/news-media.json';
import noteTaking from './data/note-taking.json';
import onlineCourses from './data/online-courses.json';
import parcelShipping from './data/parcel-shipping.json';
import parenting from './data/parenting.json';
import parking from './data/parking.json';
import payroll from './data/payroll.json';
import petSupplies from './data/pet-supplies.json';
import pharmacy from './data/pharmacy.json';
import photography from './data/photography.json';
import podcasts from './data/podcasts.json';
import projectManagement from './data/project-management.json';
import propertyManagement from './data/property-management.json';
import publicTransport from './data/public-transport.json';
import realEstate from './data/real-estate.json';
import recipes from './data/recipes.json';
import recruiting from './data/recruiting.json';
import restaurant from './data/restaurant.json';
import rideHailing from './data/ride-hailing.json';
import socialNetwork from './data/social-network.json';
import solarEnergy from './data/solar-energy.json';
import sportsClub from './data/sports-club.json';
import telecom from './data/telecom.json';
import ticketing from './data/ticketing.json';
import toyStore from './data/toy-store.json';
import travelAgency from './data/travel-agency.json';
import utilities from './data/utilities.json';
import vetClinic from './data/vet-clinic.json';
import weather from './data/weather.json';
import wedding from './data/wedding.json';

/** The raw files by id, before validation. */
export const DOMAIN_FILES: Readonly<Record<string, unknown>> = {
  accounting: accounting,
  agriculture: agriculture,
  airline: airline,
  'auto-repair': autoRepair,
  bakery: bakery,
  banking: banking,
  'beauty-salon': beautySalon,
  'bicycle-shop': bicycleShop,
  bookstore: bookstore,
  calendar: calendar,
  'car-rental': carRental,
  charity: charity,
  cinema: cinema,
  cleaning: cleaning,
  'clothing-store': clothingStore,
  'coffee-shop': coffeeShop,
  construction: construction,
  'cosmetics-store': cosmeticsStore,
  crm: crm,
  'customer-support': customerSupport,
  dating: dating,
  dentist: dentist,
  'developer-tools': developerTools,
  'dog-walking': dogWalking,
  'e-signature': eSignature,
  'elderly-care': elderlyCare,
  'electronics-store': electronicsStore,
  email: email,
  'ev-charging': evCharging,
  events: events,
  'fitness-gym': fitnessGym,
  florist: florist,
  'food-delivery': foodDelivery,
  'furniture-store': furnitureStore,
  gaming: gaming,
  gardening: gardening,
  'government-services': governmentServices,
  grocery: grocery,
  'health-clinic': healthClinic,
  'home-automation': homeAutomation,
  hotel: hotel,
  hr: hr,
  insurance: insurance,
  investing: investing,
  invoicing: invoicing,
  'lab-results': labResults,
  'language-learning': languageLearning,
  laundry: laundry,
  legal: legal,
  library: library,
  logistics: logistics,
  manufacturing: manufacturing,
  meditation: meditation,
  'mental-health': mentalHealth,
  messaging: messaging,
  museum: museum,
  'music-streaming': musicStreaming,
  'news-media': newsMedia,
  'note-taking': noteTaking,
  'online-courses': onlineCourses,
  'parcel-shipping': parcelShipping,
  parenting: parenting,
  parking: parking,
  payroll: payroll,
  'pet-supplies': petSupplies,
  pharmacy: pharmacy,
  photography: photography,
  podcasts: podcasts,
  'project-management': projectManagement,
  'property-management': propertyManagement,
  'public-transport': publicTransport,
  'real-estate': realEstate,
  recipes: recipes,
  recruiting: recruiting,
  restaurant: restaurant,
  'ride-hailing': rideHailing,
  'social-network': socialNetwork,
  'solar-energy': solarEnergy,
  'sports-club': sportsClub,
  telecom: telecom,
  ticketing: ticketing,
  'toy-store': toyStore,
  'travel-agency': travelAgency,
  utilities: utilities,
  'vet-clinic': vetClinic,
  weather: weather,
  wedding: wedding,
};
